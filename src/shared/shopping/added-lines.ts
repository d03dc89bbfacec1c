import { splitItemLine } from '../pantry/pantry-line';
import type { MeasurementSystem } from '../measures/measurement-system';
import { generateShoppingList, type GeneratedItem } from './generate-shopping-list';
import type { RecipeIngredient } from './ingredient-line';

/**
 * Lines added to a week's list by hand (product rule: added-items), read by the one
 * ingredient-line reader (docs/decisions/036) and made into items by the list's own generator,
 * so '200 ml cream' reads, converts, rounds and finds its aisle exactly as a recipe's line does.
 */

/** A typed line as an ingredient; null when it names nothing ('500 g'). */
export function readAddedLine(line: string): RecipeIngredient | null {
  const split = splitItemLine(line);
  if (!split) return null;
  return { quantity: split.quantity, unitName: split.unit, text: split.name };
}

/**
 * The lines as items, in the generator's order (aisle, then name), for no recipe (`recipeNames`
 * ''): one serving of one "meal". Lines of the same thing whose amounts add up become one item
 * ('cream', '200 ml cream').
 */
export function addedItemsOf(
  ingredients: readonly RecipeIngredient[],
  system: MeasurementSystem,
): GeneratedItem[] {
  const meal = { id: 0, plannedServings: 1, recipe: { title: '', servings: 1, ingredients } };
  return generateShoppingList([meal], system).items;
}

/** An item as shown read back as an ingredient: '1 1/4' 'lb' 'beef', 'chopped'. */
function asIngredient(item: Pick<GeneratedItem, 'name' | 'quantity' | 'unit' | 'detailText'>) {
  const text = item.detailText ? `${item.name}, ${item.detailText}` : item.name;
  return { quantity: item.quantity, unitName: item.unit, text };
}

type ShownItem = Pick<GeneratedItem, 'name' | 'quantity' | 'unit' | 'detailText'>;

/**
 * `added` folded into `onList` when they are the same thing and their amounts add up (the
 * generator's rule: mass with mass, volume with volume, the same count unit); null when they
 * stay two items.
 */
export function mergeAddedItem(
  onList: ShownItem,
  added: ShownItem,
  system: MeasurementSystem,
): GeneratedItem | null {
  const merged = addedItemsOf([asIngredient(onList), asIngredient(added)], system);
  return merged.length === 1 ? merged[0]! : null;
}

/**
 * Where each added item goes (product rule: added-items): into the first open added item
 * (`open`: unticked and not yet stocked) it merges with, else a new item. An item merged into
 * takes later lines too.
 */
export function placeAddedItems<T extends ShownItem & { id: number }>(
  open: readonly T[],
  added: readonly GeneratedItem[],
  system: MeasurementSystem,
): { updates: { id: number; item: GeneratedItem }[]; inserts: GeneratedItem[] } {
  const current = new Map(open.map((item) => [item.id, item as ShownItem]));
  const updated = new Map<number, GeneratedItem>();
  const inserts: GeneratedItem[] = [];
  for (const item of added) {
    let placed = false;
    for (const [id, onList] of current) {
      const merged = mergeAddedItem(onList, item, system);
      if (!merged) continue;
      current.set(id, merged);
      updated.set(id, merged);
      placed = true;
      break;
    }
    if (!placed) inserts.push(item);
  }
  return { updates: [...updated].map(([id, item]) => ({ id, item })), inserts };
}
