import type { MeasurementSystem } from '../measures/measurement-system';
import type { AmountRange } from '../shopping/amount-display';
import { parseIngredientName } from '../shopping/ingredient-name';
import { readIngredientLines, type IngredientLine } from '../shopping/ingredient-line';

/** A pantry item as the list's generation and the cooking ranking read it. */
export type PantryItemForList = {
  name: string;
  /** Null: "have some", the amount unknown ('eggs'). */
  quantity: string | null;
  unit: string | null;
  /** "Always have" (salt, oil, water): never bought, never used up. */
  isStaple: boolean;
};

type LineAmount = IngredientLine['amount'];

/** What the family has of one ingredient, read like a recipe's ingredient line. */
export type PantryStock = { key: string; isStaple: boolean; amount: LineAmount };

/**
 * The pantry read by the shopping list's own ingredient reader, in the same measurement system
 * as the list, so '500 g rice' and '750 g rice' meet as grams and 'eggs' as a count. An item
 * without an amount is 'none': the family has some.
 */
export function readPantryStock(
  items: readonly PantryItemForList[],
  system: MeasurementSystem,
): PantryStock[] {
  return items.map((item) => {
    const [line] = readIngredientLines(
      { quantity: item.quantity, unitName: item.unit, text: item.name },
      1,
      system,
    );
    // Water and its kin are no shopping lines; as a pantry item they still have their key.
    const key = line?.key ?? parseIngredientName(item.name).key;
    return { key, isStaple: item.isStaple, amount: line?.amount ?? { kind: 'none' } };
  });
}

/** Whether the pantry holds any of it: an unknown amount counts, a used-up zero does not. */
export function hasAny({ amount }: PantryStock): boolean {
  switch (amount.kind) {
    case 'measure':
      return amount.base.high > 0;
    case 'count':
      return amount.value.high > 0;
    case 'asWritten':
    case 'none':
      return true;
  }
}

export const subtractRange = (need: AmountRange, have: AmountRange): AmountRange => ({
  low: Math.max(0, need.low - have.high),
  high: Math.max(0, need.high - have.high),
});
