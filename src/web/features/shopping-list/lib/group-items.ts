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

/** '2 cups' or '3', or null when the item has no quantity (e.g. 'salt to taste'). */
export function quantityText(item: Pick<ShoppingListItem, 'quantity' | 'unit'>): string | null {
  const quantity = item.quantity?.trim();
  if (!quantity) return null;
  const unit = item.unit?.trim();
  return unit ? `${quantity} ${unit}` : quantity;
}

export function countChecked(items: readonly ShoppingListItem[]): number {
  return items.reduce((count, item) => count + (item.checked ? 1 : 0), 0);
}
