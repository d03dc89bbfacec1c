import type { Locale } from '#shared/i18n/locales';
import { localizeDecimals, unitLabel } from '#shared/measures/unit-labels';
import { parseQuantity } from '#shared/recipes/quantity';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';

export interface CategoryGroup {
  category: string;
  items: ShoppingListItem[];
}

/**
 * Items grouped by category, categories sorted by name (product rule: shopping-order). The server
 * already sends them in that order; sorting here keeps the view right whatever order they arrive
 * in. Items keep their order inside a category.
 */
export function groupItemsByCategory(items: readonly ShoppingListItem[]): CategoryGroup[] {
  const groups = new Map<string, ShoppingListItem[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups]
    .map(([category, grouped]) => ({ category, items: grouped }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

/**
 * '2 cups' or '3', or null when the item has no quantity (e.g. 'salt to taste'). The list
 * stores amounts as generated; each reader sees spoons and cups named in their language and
 * their decimal comma ('1,5 kg', '2 EL').
 */
export function quantityText(
  item: Pick<ShoppingListItem, 'quantity' | 'unit'>,
  locale: Locale = 'en',
): string | null {
  const quantity = item.quantity?.trim();
  if (!quantity) return null;
  const unit = item.unit?.trim();
  const amount = localizeDecimals(quantity, locale);
  if (!unit) return amount;
  const high = parseQuantity(quantity.split('-').at(-1)) ?? 1;
  return `${amount} ${unitLabel(unit, locale, high)}`;
}

export function countChecked(items: readonly ShoppingListItem[]): number {
  return items.reduce((count, item) => count + (item.checked ? 1 : 0), 0);
}

/** What is to buy, and what the pantry covers (product rule: pantry-subtraction), in order. */
export function splitAtHome(items: readonly ShoppingListItem[]) {
  const toBuy: ShoppingListItem[] = [];
  const atHome: ShoppingListItem[] = [];
  for (const item of items) (item.pantryState === 'covered' ? atHome : toBuy).push(item);
  return { toBuy, atHome };
}
