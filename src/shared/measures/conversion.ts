/**
 * An ingredient's amount in the measurement system a user chose. Volume converts to volume and
 * weight to weight always; volume and weight into each other only for an ingredient with a
 * known density (densities.ts). Counts, unknown units and 'as written' never change.
 */
import { densityOf } from './densities';
import {
  roundFriendly,
  roundMetricFriendly,
  roundOuncesFriendly,
  type Amount,
} from './friendly-rounding';
import { isMetricSymbol, isUsSymbol, measureOf, sizeOf } from './measures';
import { type MeasurementSystem } from './measurement-system';
import type { MeasureSymbol } from '#shared/shopping/measures';

/** One ingredient line, its quantity already a number (scaled or not). */
export type AmountInput = { quantity: number; unit: string | null; ingredientText: string };

const inUnit = (base: number, symbol: MeasureSymbol): Amount => ({
  quantity: base / sizeOf(symbol),
  unit: symbol,
});

/**
 * The exact amount in the chosen system (no rounding: the shopping list sums these before it
 * rounds). A converted amount carries the canonical symbol ('ml', 'cup', 'lb'); an unchanged one
 * its unit as written.
 */
export function convertAmount(input: AmountInput, system: MeasurementSystem): Amount {
  const unchanged = { quantity: input.quantity, unit: input.unit };
  if (system === 'asWritten' || !Number.isFinite(input.quantity)) return unchanged;
  const measure = measureOf(input.unit);
  if (!measure) return unchanged;
  const base = input.quantity * measure.toBase;
  if (system === 'metric') {
    // Metric units and spoons are already what a metric cook uses.
    if (!isUsSymbol(measure.symbol)) return unchanged;
    if (measure.kind === 'weight') return metricWeight(base);
    const density = densityOf(input.ingredientText);
    // Metric cooks weigh dry ingredients and pour liquids.
    if (density && !density.isLiquid) return metricWeight(base * density.gramsPerMl);
    return metricVolume(base);
  }
  // US units and spoons are already what a US cook uses.
  if (!isMetricSymbol(measure.symbol)) return unchanged;
  if (measure.kind === 'volume') return usVolume(base, { allowQuarts: true });
  const density = densityOf(input.ingredientText);
  // US cooks measure flour, sugar, butter and milk in cups and spoons, not on a scale.
  if (density) return usVolume(base / density.gramsPerMl, { allowQuarts: false });
  return usWeight(base);
}

/**
 * `convertAmount` rounded to read well (friendly-rounding.ts), what the recipe dialog shows.
 * 'As written' stays exact: the recipe's own scaling rule formats it.
 */
export function convertForDisplay(input: AmountInput, system: MeasurementSystem): Amount {
  const converted = convertAmount(input, system);
  return system === 'asWritten' ? converted : roundFriendly(converted);
}

/**
 * Grams below 1 kg, else kilograms; chosen for the amount as it will read, so 998 g (which
 * reads 1000 g) is 1 kg. Likewise millilitres and litres.
 */
function metricWeight(grams: number): Amount {
  return inUnit(grams, roundMetricFriendly(grams) >= 1000 ? 'kg' : 'g');
}

function metricVolume(ml: number): Amount {
  return inUnit(ml, roundMetricFriendly(ml) >= 1000 ? 'l' : 'ml');
}

/**
 * The measure a US cook would reach for: teaspoons below a tablespoon (15 ml), tablespoons
 * below a quarter cup (60 ml), cups; quarts from a quart up for liquids, never for a weight
 * turned into a volume (nobody measures flour in quarts).
 */
function usVolume(ml: number, { allowQuarts }: { allowQuarts: boolean }): Amount {
  if (ml < 15) return inUnit(ml, 'tsp');
  if (ml < 60) return inUnit(ml, 'tbsp');
  if (allowQuarts && ml >= sizeOf('quart')) return inUnit(ml, 'quart');
  return inUnit(ml, 'cup');
}

/**
 * Ounces below a pound, else pounds, chosen as it will read (450 g reads 16 oz, so 1 lb);
 * kilograms too (0.2 kg is 7 oz, not ½ lb).
 */
function usWeight(grams: number): Amount {
  return inUnit(grams, roundOuncesFriendly(grams / sizeOf('oz')) >= 16 ? 'lb' : 'oz');
}
