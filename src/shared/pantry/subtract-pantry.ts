import type { IngredientLine } from '../shopping/ingredient-line';
import { hasAny, subtractRange, type PantryStock } from './pantry-stock';
import type { PantryState } from './pantry-state';

/** The states and their meaning: pantry-state.ts. */
export type { PantryState };

type LineAmount = IngredientLine['amount'];

export type PantryOutcome =
  { staple: true } | { staple: false; amount: LineAmount; state: PantryState | null };

/**
 * What is left to buy of `amount` (the week's need of one ingredient) given the family's
 * `stock` of the same key. Only like with like subtracts (mass from mass, volume from volume,
 * cans from cans); anything else the family has makes the line "at home?" rather than dropping
 * it, so nothing is left unbought by a guess. A staple never goes on the list.
 */
export function subtractPantry(amount: LineAmount, stock: readonly PantryStock[]): PantryOutcome {
  if (stock.some((item) => item.isStaple)) return { staple: true };
  const held = stock.filter(hasAny);
  if (held.length === 0) return { staple: false, amount, state: null };

  if (amount.kind === 'measure') {
    const like = held.flatMap((item) =>
      item.amount.kind === 'measure' && item.amount.measure.kind === amount.measure.kind
        ? [item.amount.base.high]
        : [],
    );
    if (like.length > 0) {
      const have = like.reduce((sum, value) => sum + value, 0);
      const base = subtractRange(amount.base, { low: have, high: have });
      return base.high <= 0
        ? { staple: false, amount, state: 'covered' }
        : { staple: false, amount: { ...amount, base }, state: 'partial' };
    }
  }
  if (amount.kind === 'count') {
    const like = held.flatMap((item) =>
      item.amount.kind === 'count' && item.amount.unit === amount.unit
        ? [item.amount.value.high]
        : [],
    );
    if (like.length > 0) {
      const have = like.reduce((sum, value) => sum + value, 0);
      const value = subtractRange(amount.value, { low: have, high: have });
      return value.high <= 0
        ? { staple: false, amount, state: 'covered' }
        : { staple: false, amount: { ...amount, value }, state: 'partial' };
    }
  }
  // 'Salt to taste' with salt at home needs no buying; any other amount may or may not be
  // enough: the list asks.
  if (amount.kind === 'none') return { staple: false, amount, state: 'covered' };
  return { staple: false, amount, state: 'unknown' };
}
