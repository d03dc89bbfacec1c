import type { RecipeIngredient } from '#shared/recipes/recipes.schemas';
import { parseQuantity, scaleQuantity } from '#shared/recipes/quantity';
import { STANDARD_UNITS } from '#shared/units/standard-units';

const PLURALIZABLE = new Set<string>(STANDARD_UNITS.map((unit) => unit.name));

/** 'cup' → 'cups', 'pinch' → 'pinches'; only for the standard unit names, never abbreviations. */
export function pluralUnit(unitName: string): string {
  if (!PLURALIZABLE.has(unitName)) return unitName;
  return /(ch|sh|s|x)$/.test(unitName) ? `${unitName}es` : `${unitName}s`;
}

/** Whether a shown amount ('1/2', '1 1/2', '2-3') is more than one, for the unit's plural. */
function isMoreThanOne(amount: string): boolean {
  const high = amount.split('-').at(-1) ?? amount;
  const value = parseQuantity(high);
  return value !== null && value > 1;
}

/** '4 1/2 teaspoons' for an ingredient at `batches`; '' when it has neither amount nor unit. */
export function scaledAmount(
  ingredient: Pick<RecipeIngredient, 'quantity' | 'unitName'>,
  batches: number,
) {
  const amount = scaleQuantity(ingredient.quantity, batches);
  const unit = ingredient.unitName
    ? isMoreThanOne(amount)
      ? pluralUnit(ingredient.unitName)
      : ingredient.unitName
    : '';
  return [amount, unit].filter(Boolean).join(' ');
}
