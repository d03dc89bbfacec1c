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
 * Which unit a sum of mass or volume is shown in:
 * - metric when any part was metric (g, kg, ml, l): grams below 1 kg, else kilograms;
 *   millilitres below 1 l, else litres;
 * - otherwise US: ounces below 1 lb, else pounds; fluid ounces when every part was in fluid
 *   ounces (drinks); else the kitchen ladder teaspoon → tablespoon (from 3 tsp) → cup (from
 *   1/4 cup), the unit a cook would measure with. Teaspoons and tablespoons belong to both
 *   systems, so '1 tbsp + 1 tsp' stays in spoons and '250 ml + 1 tbsp' in millilitres.
 * The unit is chosen for the upper end of a range, so both ends share it.
 */
export function displayMeasure(
  kind: MeasureKind,
  baseAmount: AmountRange,
  systems: ReadonlySet<MeasureSystem>,
  symbolsUsed: ReadonlySet<string>,
): DisplayedAmount {
  const symbol = chooseSymbol(kind, baseAmount.high, systems, symbolsUsed);
  const { toBase, system } = MEASURE_UNITS[symbol];
  const format = system === 'metric' ? formatMetricNumber : formatKitchenNumber;
  const quantity = formatRange(baseAmount.low / toBase, baseAmount.high / toBase, format);
  const unit = symbol === 'cup' && baseAmount.high / toBase > 1 ? 'cups' : symbol;
  return { quantity, unit };
}

/** A count: '3' onions, '2-3' cloves (the unit in the plural above one), '1/2' lemon. */
export function displayCount(amount: AmountRange, unit: string | null): DisplayedAmount {
  return {
    quantity: formatRange(amount.low, amount.high, formatKitchenNumber),
    unit: unit !== null && amount.high > 1 ? pluralize(unit) : unit,
  };
}

// Sums of unit definitions carry float error; 3 tsp must still count as a tablespoon.
const atLeast = (value: number, threshold: number) => value >= threshold * (1 - 1e-9);

function chooseSymbol(
  kind: MeasureKind,
  base: number,
  systems: ReadonlySet<MeasureSystem>,
  symbolsUsed: ReadonlySet<string>,
): MeasureSymbol {
  const metric = systems.has('metric');
  if (kind === 'mass') {
    if (metric) return atLeast(roundMetric(base), 1000) ? 'kg' : 'g';
    return atLeast(base, MEASURE_UNITS.lb.toBase) ? 'lb' : 'oz';
  }
  if (metric) return atLeast(roundMetric(base), 1000) ? 'l' : 'ml';
  if (symbolsUsed.size === 1 && symbolsUsed.has('fl oz')) return 'fl oz';
  if (atLeast(base, MEASURE_UNITS.cup.toBase / 4)) return 'cup';
  if (atLeast(base, MEASURE_UNITS.tbsp.toBase)) return 'tbsp';
  return 'tsp';
}

function formatRange(low: number, high: number, format: (value: number) => string): string {
  const [lowText, highText] = [format(low), format(high)];
  return lowText === highText ? highText : `${lowText}-${highText}`;
}

/** Grams and millilitres: whole from 10 up, else 2 decimals. */
function roundMetric(value: number): number {
  return value >= 10 ? Math.round(value) : Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Metric amounts as decimals: whole grams and millilitres from 10 up ('954'), at most 2
 * decimals otherwise and for kg and l ('1.5', '2.25', '7.5'); never trailing zeros.
 */
export function formatMetricNumber(value: number): string {
  const rounded = roundMetric(value);
  return String(rounded > 0 || value <= 0 ? rounded : 0.01);
}

/** The fractions a measuring cup, spoon or shopper uses: eighths and thirds. */
const KITCHEN_FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
  [1, ''],
];
/** From 10 up only halves: '12 1/2 oz', not '12 3/8 oz'. */
const LARGE_FRACTIONS = KITCHEN_FRACTIONS.filter(([v]) => v === 0 || v === 0.5 || v === 1);

/**
 * US and count amounts as a cook writes them: the nearest eighth or third ('1 1/3', '3/8',
 * '2'), halves from 10 up; ties go up (better one more than one short). A positive amount
 * never shows as 0: the least is '1/8'.
 */
export function formatKitchenNumber(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  let whole = Math.floor(value);
  const part = value - whole;
  let best: readonly [number, string] = KITCHEN_FRACTIONS[0]!;
  for (const candidate of value >= 10 ? LARGE_FRACTIONS : KITCHEN_FRACTIONS) {
    if (Math.abs(part - candidate[0]) <= Math.abs(part - best[0]) + 1e-9) best = candidate;
  }
  if (best[0] === 1) whole += 1;
  if (whole === 0 && best[1] === '') return '1/8';
  if (best[1] === '') return String(whole);
  return whole > 0 ? `${whole} ${best[1]}` : best[1];
}
