/**
 * Amounts to buy in the chosen system: what a shop sells, not what the recipe measured. Like
 * the shopping list today (product rule: shopping-amounts), every amount rounds up, never down,
 * so a list never buys too little; small amounts keep today's fine steps (a shop sells 5 g of
 * yeast), larger ones round up to pack-like steps (50 g, ¼ kg, 4 oz, whole pounds).
 */
import { formatShoppingNumber, roundCountUp } from '#shared/shopping/amount-display';
import type { MeasureSymbol } from '#shared/shopping/measures';
import { parseQuantity } from '#shared/recipes/quantity';
import type { Amount } from './friendly-rounding';
import { measureOf, sizeOf, type MeasurementSystem } from './measures';

export type ConvertingSystem = Exclude<MeasurementSystem, 'asWritten'>;

/** Sums and scalings carry float error (6 × 7/6 is 7.000000000000001): 7 must stay 7. */
const withoutFloatNoise = (value: number) => value * (1 - 1e-9);

/** The least multiple of `step` at or above `value`, one step at least. */
export function roundUpToStep(value: number, step: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.max(step, Math.ceil(withoutFloatNoise(value) / step) * step);
}

/** Today's US steps (next ¼, ⅓, ½, ⅔, ¾ or whole; halves from 10), as a number. */
function usShoppingStep(value: number): number {
  return parseQuantity(formatShoppingNumber(value)) ?? 0;
}

const inUnit = (quantity: number, unit: MeasureSymbol): Amount => ({
  quantity: Number(quantity.toPrecision(12)),
  unit,
});

/**
 * Grams or millilitres to buy, metric: whole units below 50 (4.2 g is 5 g), 50-steps below
 * 1000 (453.6 g is 500 g), then quarter kilograms or litres (1.1 kg is 1.25 kg).
 */
function metricShopping(base: number, small: 'g' | 'ml', large: 'kg' | 'l'): Amount {
  if (base < 50) return inUnit(roundUpToStep(base, 1), small);
  const stepped = roundUpToStep(base, 50);
  if (stepped < 1000) return inUnit(stepped, small);
  return inUnit(roundUpToStep(base, 250) / 1000, large);
}

/**
 * A weight to buy. Metric: see above. US: below 2 oz today's fine steps (1¼ oz), up to a pound
 * in quarter pounds (4, 8, 12 oz; 16 oz is 1 lb), above a pound whole pounds (1.2 lb is 2 lb).
 */
export function roundWeightForShopping(grams: number, system: ConvertingSystem): Amount {
  if (system === 'metric') return metricShopping(grams, 'g', 'kg');
  const ounces = grams / sizeOf('oz');
  if (ounces < 2) return inUnit(usShoppingStep(ounces), 'oz');
  const stepped = roundUpToStep(ounces, 4);
  if (stepped < 16) return inUnit(stepped, 'oz');
  return inUnit(roundUpToStep(grams / sizeOf('lb'), 1), 'lb');
}

/**
 * A volume to buy. Metric: as weights, in ml and l. US: below ¼ cup spoons as the list shows
 * them today (teaspoons below 3, else tablespoons), up to a quart whole cups (1¼ cups is 2),
 * above a quart whole quarts (5 cups is 2 quarts).
 */
export function roundVolumeForShopping(ml: number, system: ConvertingSystem): Amount {
  if (system === 'metric') return metricShopping(ml, 'ml', 'l');
  if (ml < sizeOf('cup') / 4) {
    const teaspoons = usShoppingStep(ml / sizeOf('tsp'));
    if (teaspoons < 3) return inUnit(teaspoons, 'tsp');
    return inUnit(usShoppingStep(ml / sizeOf('tbsp')), 'tbsp');
  }
  const cups = roundUpToStep(ml / sizeOf('cup'), 1);
  if (cups <= 4) return inUnit(cups, 'cup');
  return inUnit(roundUpToStep(ml / sizeOf('quart'), 1), 'quart');
}

/**
 * One amount (already in the chosen system, see convertAmount) as it is bought. Counts round up
 * to whole things (3.5 eggs are 4 eggs) and keep their unit. 'As written' is unchanged: the
 * shopping list's own rules (amount-display.ts) apply there.
 */
export function roundForShopping(amount: Amount, system: MeasurementSystem): Amount {
  if (system === 'asWritten') return amount;
  const measure = measureOf(amount.unit);
  if (!measure) return { ...amount, quantity: roundCountUp(amount.quantity) };
  const base = amount.quantity * measure.toBase;
  return measure.kind === 'weight'
    ? roundWeightForShopping(base, system)
    : roundVolumeForShopping(base, system);
}
