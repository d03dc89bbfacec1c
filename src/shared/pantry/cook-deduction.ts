import { readIngredientLines, type RecipeIngredient } from '../shopping/ingredient-line';
import { resolveUnit } from '../shopping/measures';
import { roundAmount } from './pantry-amount';

/** A pantry item as cooking reads it. */
export type StockForCooking = {
  id: number;
  nameKey: string;
  /** Null: "have some", an amount nobody knows, so nothing can be taken from it. */
  quantity: number | null;
  unit: string | null;
  isStaple: boolean;
};

/** What cooking takes from one item, in the item's unit. */
export type Deduction = { pantryItemId: number; quantity: number; unit: string | null };

type Need =
  { kind: 'mass' | 'volume'; base: number } | { kind: 'count'; unit: string | null; value: number };

/**
 * What cooking a recipe at `factor` (planned ÷ recipe servings) takes from the pantry (product
 * rule: cooked-deduction): each measured or counted ingredient from the items of the same
 * thing whose amount is of the same kind (mass from mass, converted between units; cans from
 * cans), oldest item first, never more than an item holds, in the recipe's order. A range takes its upper end, so the
 * pantry errs toward too little and the list toward buying. Staples, items of unknown amount and
 * ingredients without a number ('salt to taste', 'a handful') take nothing.
 */
export function cookDeductions(
  ingredients: readonly RecipeIngredient[],
  factor: number,
  pantry: readonly StockForCooking[],
): Deduction[] {
  const staples = new Set(pantry.filter((item) => item.isStaple).map((item) => item.nameKey));
  const left = new Map(pantry.map((item) => [item.id, item.quantity ?? 0]));
  const taken = new Map<number, number>();
  for (const ingredient of ingredients) {
    for (const line of readIngredientLines(ingredient, factor)) {
      if (staples.has(line.key)) continue;
      const need = needOf(line.amount);
      if (!need) continue;
      const items = pantry.filter((item) => item.nameKey === line.key && item.quantity !== null);
      takeFrom(items, need, left, taken);
    }
  }
  // In the recipe's order: what the cook reads first is said first.
  const units = new Map(pantry.map((item) => [item.id, item.unit]));
  return [...taken].flatMap(([pantryItemId, amount]) => {
    const quantity = roundAmount(amount);
    return quantity > 0 ? [{ pantryItemId, quantity, unit: units.get(pantryItemId) ?? null }] : [];
  });
}

function needOf(amount: ReturnType<typeof readIngredientLines>[number]['amount']): Need | null {
  if (amount.kind === 'measure') return { kind: amount.measure.kind, base: amount.base.high };
  if (amount.kind === 'count')
    return { kind: 'count', unit: amount.unit, value: amount.value.high };
  return null;
}

/** Takes `need` from `items` in order, each item's share in its own unit. */
function takeFrom(
  items: readonly StockForCooking[],
  need: Need,
  left: Map<number, number>,
  taken: Map<number, number>,
) {
  let rest = need.kind === 'count' ? need.value : need.base;
  for (const item of items) {
    if (rest <= 0) return;
    const perUnit = baseOfOne(item.unit, need);
    if (perUnit === null) continue;
    const available = left.get(item.id) ?? 0;
    const take = Math.min(available, rest / perUnit);
    if (take <= 0) continue;
    left.set(item.id, available - take);
    taken.set(item.id, (taken.get(item.id) ?? 0) + take);
    rest -= take * perUnit;
  }
}

/** How much of the need one of the item's units meets, or null when they do not compare. */
function baseOfOne(itemUnit: string | null, need: Need): number | null {
  const unit = resolveUnit(itemUnit);
  if (need.kind === 'count') {
    return unit.kind === 'count' && unit.unit === need.unit ? 1 : null;
  }
  return unit.kind === need.kind ? unit.measure.toBase : null;
}
