import type { MeasurementSystem } from '../measures/measurement-system';
import { pluralize } from './inflection';
import {
  MEASURE_UNITS,
  type MeasureKind,
  type MeasureSymbol,
  type MeasureSystem,
} from './measures';

/** An amount as a range: a plain amount has `low === high` ('2-3 onions' has 2 and 3). */
export type AmountRange = { low: number; high: number };

/** What a shopping list item shows: quantity text ('1 1/2', '954', '3-4') and unit. */
export type DisplayedAmount = { quantity: string; unit: string | null };

/**
 * What a shopping list shows is what to buy (product rule: shopping-amounts): every amount is
 * rounded up, never down. Counts become whole things ('1 1/8 onions' is 2 onions, half a can is a
 * can); US measures the next quarter, third or half ('5/8 cup' is 2/3 cup, 1.17 lb is 1 1/4 lb),
 * halves from 10 up; metric amounts whole grams and millilitres from 10 up, else hundredths.
 * Exact amounts stay as they are: sums and scalings carry float error (6 × 7/6 is
 * 7.000000000000001), which must not round 7 cloves up to 8.
 */
const withoutFloatNoise = (value: number) => value * (1 - 1e-9);

/** A count to buy: the next whole number up, at least 1 for any positive amount. */
export function roundCountUp(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.max(1, Math.ceil(withoutFloatNoise(value)));
}

/** The steps a shopper and a measuring cup use: quarters, thirds and halves. */
const SHOPPING_FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [1, ''],
];
/** From 10 up only halves: '12 1/2 oz', not '12 1/4 oz'. */
const LARGE_FRACTIONS = SHOPPING_FRACTIONS.filter(([v]) => v === 0 || v === 0.5 || v === 1);

/** The least step at or above `value`: its value and its text ('1 1/4', '2/3', '3'). */
function shoppingStep(value: number): { value: number; text: string } {
  if (!Number.isFinite(value) || value <= 0) return { value: 0, text: '0' };
  const target = withoutFloatNoise(value);
  let whole = Math.floor(target);
  const steps = value >= 10 ? LARGE_FRACTIONS : SHOPPING_FRACTIONS;
  const [fraction, text] = steps.find(([step]) => step >= target - whole) ?? [1, ''];
  if (fraction === 1) whole += 1;
  if (text === '') return { value: whole, text: String(whole) };
  return { value: whole + fraction, text: whole > 0 ? `${whole} ${text}` : text };
}

/** A US measure rounded up to the next step ('1 1/4', '2/3'); a positive amount is 1/4 at least. */
export function formatShoppingNumber(value: number): string {
  return shoppingStep(value).text;
}

/**
 * Which unit a sum of mass or volume is shown in, chosen for the amount rounded up:
 * - metric when any part was metric (g, kg, ml, l): grams below 1 kg, else kilograms;
 *   millilitres below 1 l, else litres;
 * - otherwise US: ounces below 1 lb, else pounds; fluid ounces when every part was in fluid
 *   ounces (drinks); else the kitchen ladder teaspoon → tablespoon (from 3 tsp) → cup (from
 *   1/4 cup), the unit a cook would measure with, so a small amount reads in spoons
 *   ('1 2/3 tbsp', not '1/4 cup' for a tenth of a cup). Teaspoons and tablespoons belong to
 *   both systems, so '1 tbsp + 1 tsp' stays in spoons and '250 ml + 1 tbsp' in millilitres.
 *   An amount that rounds up to the next unit is shown in it: 2.9 tsp is 1 tbsp.
 * The unit is chosen for the upper end of a range, so both ends share it.
 */
export function displayMeasure(
  kind: MeasureKind,
  measured: AmountRange,
  systems: ReadonlySet<MeasureSystem>,
  symbolsUsed: ReadonlySet<string>,
  chosen: { system: MeasurementSystem; converted: boolean } = {
    system: 'asWritten',
    converted: false,
  },
): DisplayedAmount {
  const baseAmount = chosen.converted ? withoutConversionNoise(measured) : measured;
  const shownSystems = forcedSystems(chosen.system, systems, baseAmount.high);
  const symbol = chooseSymbol(kind, baseAmount.high, shownSystems, symbolsUsed);
  const { toBase, system } = MEASURE_UNITS[symbol];
  const format = system === 'metric' ? formatMetricNumber : formatShoppingNumber;
  const quantity = formatRange(baseAmount.low / toBase, baseAmount.high / toBase, format);
  const isPlural = symbol === 'cup' && shoppingStep(baseAmount.high / toBase).value > 1;
  return { quantity, unit: isPlural ? 'cups' : symbol };
}

/**
 * The family's measurement system decides the units: metric shows grams and millilitres (a
 * few spoons stay spoons), US customary ounces, pounds, spoons and cups; 'as written' follows
 * the recipes (see displayMeasure).
 */
function forcedSystems(
  system: MeasurementSystem,
  systems: ReadonlySet<MeasureSystem>,
  base: number,
): ReadonlySet<MeasureSystem> {
  const fewSpoons =
    systems.size === 1 && systems.has('any') && base < 4 * MEASURE_UNITS.tbsp.toBase;
  if (system === 'metric') return fewSpoons ? systems : METRIC;
  if (system === 'usCustomary') return US;
  return systems;
}
const METRIC: ReadonlySet<MeasureSystem> = new Set(['metric']);
const US: ReadonlySet<MeasureSystem> = new Set(['us']);

/**
 * A converted sum loses the conversion's false precision before the list rounds it up: 1 lb
 * of butter is 450 g, not 454 g. Grams and millilitres to the nearest 10 from 100, the
 * nearest 5 from 10, whole below (a shop sells 5 g of yeast); a range's ends alike.
 */
function withoutConversionNoise(range: AmountRange): AmountRange {
  const smooth = (value: number) => {
    const step = value >= 100 ? 10 : value >= 10 ? 5 : 1;
    return Math.max(step, Math.round(value / step) * step);
  };
  return { low: smooth(range.low), high: smooth(range.high) };
}

/** A count to buy: '3' onions, '2-3' cloves (the unit in the plural above one), '1' lemon. */
export function displayCount(amount: AmountRange, unit: string | null): DisplayedAmount {
  const high = roundCountUp(amount.high);
  return {
    quantity: formatRange(amount.low, amount.high, (value) => String(roundCountUp(value))),
    unit: unit !== null && high > 1 ? pluralize(unit) : unit,
  };
}

/** The amount in `symbol` rounded up as the list shows it. */
function shownIn(symbol: MeasureSymbol, base: number): number {
  const value = base / MEASURE_UNITS[symbol].toBase;
  return MEASURE_UNITS[symbol].system === 'metric'
    ? roundMetricUp(value)
    : shoppingStep(value).value;
}

function chooseSymbol(
  kind: MeasureKind,
  base: number,
  systems: ReadonlySet<MeasureSystem>,
  symbolsUsed: ReadonlySet<string>,
): MeasureSymbol {
  const metric = systems.has('metric');
  if (kind === 'mass') {
    if (metric) return shownIn('g', base) >= 1000 ? 'kg' : 'g';
    return shownIn('oz', base) >= 16 ? 'lb' : 'oz';
  }
  if (metric) return shownIn('ml', base) >= 1000 ? 'l' : 'ml';
  if (symbolsUsed.size === 1 && symbolsUsed.has('fl oz')) return 'fl oz';
  if (shownIn('tsp', base) < 3) return 'tsp';
  if (shownIn('tbsp', base) < 4) return 'tbsp';
  return 'cup';
}

function formatRange(low: number, high: number, format: (value: number) => string): string {
  const [lowText, highText] = [format(low), format(high)];
  return lowText === highText ? highText : `${lowText}-${highText}`;
}

/** Grams and millilitres rounded up: whole from 10 up, else to hundredths. */
function roundMetricUp(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const target = withoutFloatNoise(value);
  return value >= 10 ? Math.ceil(target) : Math.ceil(target * 100) / 100;
}

/**
 * Metric amounts as decimals, rounded up: whole grams and millilitres from 10 up ('954'),
 * hundredths otherwise and for kg and l ('1.5', '2.25', '7.51'); never trailing zeros.
 */
export function formatMetricNumber(value: number): string {
  return String(roundMetricUp(value));
}
