/**
 * An ingredient's amount as the recipe dialog shows it to one reader: scaled, in their
 * measurement system, in their language. 'As written' keeps the recipe's own amount and unit
 * (product rule: recipe scaling, '4 1/2 teaspoons'), naming spoons and cups as the language does
 * ('4 1/2 TL'); metric and US customary convert where conversion.ts says it is sound, rounded to
 * read well ('240 ml', '¾ cup'). Counts and units that are no measure never change.
 */
import type { Locale } from '#shared/i18n/locales';
import { parseQuantity, parseQuantityRange, scaleQuantity } from '#shared/recipes/quantity';
import { STANDARD_UNITS } from '#shared/units/standard-units';
import { convertAmount } from './conversion';
import { formatFraction, roundFriendly } from './friendly-rounding';
import { isMetricSymbol, measureOf } from './measures';
import { type MeasurementSystem } from './measurement-system';
import { localizeDecimals, unitLabel } from './unit-labels';

export type IngredientAmountInput = {
  quantity: string | null;
  unitName: string | null;
  text: string;
};

const PLURALIZABLE = new Set<string>(STANDARD_UNITS.map((unit) => unit.name));

/** 'cup' → 'cups', 'pinch' → 'pinches'; only for the standard unit names, never abbreviations. */
export function pluralUnit(unitName: string): string {
  if (!PLURALIZABLE.has(unitName)) return unitName;
  return /(ch|sh|s|x)$/.test(unitName) ? `${unitName}es` : `${unitName}s`;
}

/** '4 1/2 teaspoons' at `factor`, or '' when the ingredient has neither amount nor unit. */
export function displayIngredientAmount(
  ingredient: IngredientAmountInput,
  factor: number,
  system: MeasurementSystem,
  locale: Locale,
): string {
  return converted(ingredient, factor, system, locale) ?? asWritten(ingredient, factor, locale);
}

function asWritten(ingredient: IngredientAmountInput, factor: number, locale: Locale): string {
  const amount = scaleQuantity(ingredient.quantity, factor);
  const high = parseQuantity(amount.split('-').at(-1) ?? amount);
  const unitName = ingredient.unitName;
  let unit = '';
  if (unitName) {
    const many = high !== null && high > 1;
    unit =
      locale === 'en'
        ? many
          ? pluralUnit(unitName)
          : unitName
        : unitLabel(unitName, locale, high ?? 1);
  }
  return [localizeDecimals(amount, locale), unit].filter(Boolean).join(' ');
}

/**
 * The amount in the reader's system, or null when it stays as written: a count, a unit that
 * is no measure, or an unscaled amount already in that system (a recipe's 333 g stays 333 g).
 * A scaled amount reads rounded even in its own system: 250 g × 7/6 is 290 g, not 291 2/3 g.
 */
function converted(
  ingredient: IngredientAmountInput,
  factor: number,
  system: MeasurementSystem,
  locale: Locale,
): string | null {
  const { unitName, text } = ingredient;
  const measure = measureOf(unitName);
  if (system === 'asWritten' || !unitName || !measure) return null;
  const range = parseQuantityRange(ingredient.quantity);
  if (!range || !(factor > 0) || range.high <= 0) return null;
  const exact = convertAmount(
    { quantity: range.high * factor, unit: unitName, ingredientText: text },
    system,
  );
  const unchanged = exact.unit === unitName;
  if (unchanged && factor === 1) return null;
  const symbol = unchanged ? measure.symbol : exact.unit!;
  const ratio = exact.quantity / (range.high * factor);
  const high = roundFriendly({ quantity: exact.quantity, unit: symbol });
  const low = roundFriendly({ quantity: range.low * factor * ratio, unit: symbol });
  const format = (value: number) =>
    isMetricSymbol(measureOf(symbol)!.symbol)
      ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
      : localizeDecimals(formatFraction(value), locale);
  const amount =
    low.quantity === high.quantity
      ? format(high.quantity)
      : `${format(low.quantity)}-${format(high.quantity)}`;
  const unit =
    locale === 'en'
      ? symbol === 'cup' && high.quantity > 1
        ? 'cups'
        : symbol
      : unitLabel(symbol, locale, high.quantity);
  return `${amount} ${unit}`;
}
