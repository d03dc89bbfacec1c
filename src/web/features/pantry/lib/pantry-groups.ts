import { foldText } from '#shared/lib/fold-text';

/** What grouping and search need of an item. */
type Groupable = { name: string; category: string };

export interface AisleGroup<T extends Groupable> {
  category: string;
  items: T[];
}

/**
 * The pantry by aisle, as the shopping list groups its items (the grocery dictionary's
 * categories, sorted by name), items by name inside each. `query` keeps the items whose name
 * holds every word of it, accents and case aside ('creme' finds 'Crème fraîche').
 */
export function groupByAisle<T extends Groupable>(
  items: readonly T[],
  query = '',
): AisleGroup<T>[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = foldText(item.name);
    if (!words.every((word) => name.includes(word))) continue;
    groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  }
  const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return [...groups]
    .map(([category, grouped]) => ({
      category,
      items: grouped.sort((a, b) => byName.compare(a.name, b.name)),
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
}
