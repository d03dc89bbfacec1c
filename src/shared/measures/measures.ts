/**
 * The unit kinds a measurement preference (measurement-system.ts) converts between. Units are read with the
 * shopping list's vocabulary (resolveUnit and MEASURE_UNITS in shopping/measures.ts), so a unit
 * the recipe form, the import and the shopping list understand is understood here too, and
 * every table of this folder is keyed by its canonical symbols ('g', 'cup', 'fl oz').
 */
import { MEASURE_UNITS, resolveUnit, type MeasureSymbol } from '#shared/shopping/measures';

/**
 * volume and weight convert; a count (eggs, cans, cloves, a pinch, no unit at all, or a unit
 * we do not know) never does. The shopping list calls weight 'mass'; it is the same thing.
 */
export type UnitKind = 'volume' | 'weight' | 'count';

/** A unit that converts: its canonical symbol and its size in ml (volume) or g (weight). */
export type Measure = { kind: 'volume' | 'weight'; symbol: MeasureSymbol; toBase: number };

const symbolsOf = (kind: 'mass' | 'volume') =>
  (Object.keys(MEASURE_UNITS) as MeasureSymbol[]).filter((s) => MEASURE_UNITS[s].kind === kind);

/** ml, cl, dl, l, tsp, tbsp, fl oz, cup, pint, quart, gallon. */
export const VOLUME_SYMBOLS: readonly MeasureSymbol[] = symbolsOf('volume');
/** mg, g, kg, oz, lb. */
export const WEIGHT_SYMBOLS: readonly MeasureSymbol[] = symbolsOf('mass');

/** The measure a unit as written stands for ('cups', 'Tbsp', 'grammes'); null for a count. */
export function measureOf(unit: string | null | undefined): Measure | null {
  const resolved = resolveUnit(unit);
  if (resolved.kind === 'count') return null;
  const symbol = resolved.measure.symbol as MeasureSymbol;
  return {
    kind: resolved.kind === 'mass' ? 'weight' : 'volume',
    symbol,
    toBase: MEASURE_UNITS[symbol].toBase,
  };
}

/** Which kind a unit as written is. */
export function unitKind(unit: string | null | undefined): UnitKind {
  return measureOf(unit)?.kind ?? 'count';
}

/** A symbol's size in ml or g. */
export function sizeOf(symbol: MeasureSymbol): number {
  return MEASURE_UNITS[symbol].toBase;
}

/**
 * Metric units (g, kg, ml, l…) are what a metric cook uses; US units (cup, oz, lb…) what a US
 * cook uses. Teaspoons and tablespoons belong to both, so neither system converts them.
 */
export function isMetricSymbol(symbol: MeasureSymbol): boolean {
  return MEASURE_UNITS[symbol].system === 'metric';
}
export function isUsSymbol(symbol: MeasureSymbol): boolean {
  return MEASURE_UNITS[symbol].system === 'us';
}
