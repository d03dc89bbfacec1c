/**
 * Converted amounts rounded so they read like a recipe, not a calculator: 236.5882365 ml is
 * '240 ml', 2.3125 cups is '2⅜ cups'. Rounding is to the nearest step, up or down (a recipe is
 * cooked, not bought; the shopping list then rounds up, shopping/amount-display.ts). A
 * positive amount never rounds to 0: a pinch of something must not vanish from the recipe.
 */
import { FRACTION_TOLERANCE } from '#shared/recipes/quantity';
import { measureOf } from './measures';

/** An amount in a unit as written, or as a conversion chose it. */
export type Amount = { quantity: number; unit: string | null };

/** Float error (7/6 × 6 is 7.000000000000001) must not decide a tie: 12.5 ml is 15 ml. */
const nudge = (value: number) => value * (1 + 1e-9);

/** Results without float tails: 0.3 kg, not 0.30000000000000004. */
const clean = (value: number) => Number(value.toPrecision(12));

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/**
 * Grams or millilitres as a metric cook weighs and pours them: 2 significant figures from 100
 * (236.6 → 240, 1234 → 1200), steps of 5 from 10 (12.4 → 10, 97.6 → 100), whole below 10
 * (2.4 → 2), and one significant figure below 1 (0.34 → 0.3).
 */
export function roundMetricFriendly(value: number): number {
  if (!isPositive(value)) return value;
  if (value >= 100) return clean(Number(nudge(value).toPrecision(2)));
  if (value >= 10) return Math.round(nudge(value) / 5) * 5;
  if (value >= 1) return Math.round(nudge(value));
  return clean(Number(value.toPrecision(1)));
}

/** Eighths and thirds: the marks on US measuring cups and spoons. */
const CUP_STEPS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];

/** Cups and spoons to the nearest eighth or third (2.43 → 2⅜, 0.33 → ⅓), ⅛ at least. */
export function roundToCupFraction(value: number): number {
  if (!isPositive(value)) return value;
  const whole = Math.floor(value);
  const part = value - whole;
  let best = 0;
  for (const step of CUP_STEPS) if (Math.abs(part - step) < Math.abs(part - best)) best = step;
  return Math.max(1 / 8, whole + best);
}

/** Nearest multiple of `step`, one step at least. */
function roundToStep(value: number, step: number): number {
  if (!isPositive(value)) return value;
  return Math.max(step, Math.round(nudge(value) / step) * step);
}

/** Ounces (and fluid ounces) to the nearest half: 3.2 → 3, 3.3 → 3.5. */
export function roundOuncesFriendly(value: number): number {
  return roundToStep(value, 1 / 2);
}

/** Pounds to the nearest quarter: 1.1 → 1, 1.2 → 1.25. */
export function roundPoundsFriendly(value: number): number {
  return roundToStep(value, 1 / 4);
}

/**
 * An amount rounded by its unit's rule: metric units by their size in g or ml (1.234 l is
 * 1234 ml, so 1.2 l), cups, spoons, pints, quarts and gallons to eighths and thirds, ounces to
 * halves, pounds to quarters. Counts and unknown units come back unchanged (3.5 eggs).
 */
export function roundFriendly(amount: Amount): Amount {
  const measure = measureOf(amount.unit);
  if (!measure || !isPositive(amount.quantity)) return amount;
  const { quantity } = amount;
  switch (measure.symbol) {
    case 'mg':
    case 'g':
    case 'kg':
    case 'ml':
    case 'cl':
    case 'dl':
    case 'l': {
      const base = roundMetricFriendly(quantity * measure.toBase);
      return { ...amount, quantity: clean(base / measure.toBase) };
    }
    case 'oz':
    case 'fl oz':
      return { ...amount, quantity: roundOuncesFriendly(quantity) };
    case 'lb':
      return { ...amount, quantity: roundPoundsFriendly(quantity) };
    case 'tsp':
    case 'tbsp':
    case 'cup':
    case 'pint':
    case 'quart':
    case 'gallon':
      return { ...amount, quantity: roundToCupFraction(quantity) };
  }
}

const GLYPHS: readonly (readonly [number, string])[] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

/**
 * A US amount as a cook reads it: 0.75 → '¾', 1.5 → '1½', 0.33 → '⅓', 2 → '2'. Within 0.01 of
 * an eighth or a third counts as that fraction (the recipes' scaling tolerance, quantity.ts);
 * anything else shows as a decimal to hundredths (1.1 → '1.1').
 */
export function formatFraction(value: number): string {
  if (!Number.isFinite(value) || value < 0) return String(value);
  const tolerance = FRACTION_TOLERANCE + 1e-9;
  const whole = Math.floor(value);
  const part = value - whole;
  if (part <= tolerance) return String(whole);
  if (part >= 1 - tolerance) return String(whole + 1);
  const glyph = GLYPHS.find(([fraction]) => Math.abs(part - fraction) <= tolerance);
  if (!glyph) return String(Math.round(value * 100) / 100);
  return whole > 0 ? `${whole}${glyph[1]}` : glyph[1];
}
