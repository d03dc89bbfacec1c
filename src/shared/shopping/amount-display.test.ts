import { describe, expect, it } from 'vitest';
import {
  displayCount,
  displayMeasure,
  formatKitchenNumber,
  formatMetricNumber,
} from './amount-display';
import { MEASURE_UNITS, type MeasureSymbol } from './measures';

/** The display of a sum of [amount, unit] parts of one kind. */
function sum(...parts: [number, MeasureSymbol][]) {
  const units = parts.map(([, symbol]) => MEASURE_UNITS[symbol]);
  const base = parts.reduce(
    (total, [value, symbol]) => total + value * MEASURE_UNITS[symbol].toBase,
    0,
  );
  return displayMeasure(
    units[0]!.kind,
    { low: base, high: base },
    new Set(units.map((u) => u.system)),
    new Set(units.map((u) => u.symbol)),
  );
}

describe('displayMeasure', () => {
  it('shows metric mass in g below 1 kg, else kg', () => {
    expect(sum([500, 'g'], [1, 'lb'])).toEqual({ quantity: '954', unit: 'g' });
    expect(sum([1000, 'g'], [500, 'g'])).toEqual({ quantity: '1.5', unit: 'kg' });
    expect(sum([999.6, 'g'])).toEqual({ quantity: '1', unit: 'kg' });
    expect(sum([7.5, 'g'])).toEqual({ quantity: '7.5', unit: 'g' });
  });

  it('shows US mass in oz below 1 lb, else lb', () => {
    expect(sum([8, 'oz'], [4, 'oz'])).toEqual({ quantity: '12', unit: 'oz' });
    expect(sum([1, 'lb'], [8, 'oz'])).toEqual({ quantity: '1 1/2', unit: 'lb' });
    expect(sum([16, 'oz'])).toEqual({ quantity: '1', unit: 'lb' });
  });

  it('keeps metric when any part is metric', () => {
    expect(sum([1, 'cup'], [250, 'ml'])).toEqual({ quantity: '487', unit: 'ml' });
    expect(sum([750, 'ml'], [1, 'cup'])).toEqual({ quantity: '987', unit: 'ml' });
    expect(sum([800, 'ml'], [1, 'cup'])).toEqual({ quantity: '1.04', unit: 'l' });
    expect(sum([1, 'l'], [1, 'tbsp'])).toEqual({ quantity: '1.01', unit: 'l' });
    expect(sum([200, 'ml'], [1, 'tsp'])).toEqual({ quantity: '205', unit: 'ml' });
  });

  it('climbs the spoon ladder: tsp, tbsp from 3 tsp, cup from 1/4 cup', () => {
    expect(sum([1, 'tsp'], [1, 'tsp'])).toEqual({ quantity: '2', unit: 'tsp' });
    expect(sum([1, 'tsp'], [1, 'tsp'], [1, 'tsp'])).toEqual({ quantity: '1', unit: 'tbsp' });
    expect(sum([1, 'tbsp'], [1, 'tsp'])).toEqual({ quantity: '1 1/3', unit: 'tbsp' });
    expect(sum([2, 'tbsp'], [2, 'tbsp'])).toEqual({ quantity: '1/4', unit: 'cup' });
    expect(sum([1, 'cup'], [1, 'tbsp'])).toEqual({ quantity: '1 1/8', unit: 'cups' });
    expect(sum([3 / 4, 'cup'], [3 / 4, 'cup'])).toEqual({ quantity: '1 1/2', unit: 'cups' });
    expect(sum([1, 'cup'])).toEqual({ quantity: '1', unit: 'cup' });
  });

  it('keeps fluid ounces when every part is in fluid ounces', () => {
    expect(sum([8, 'fl oz'], [4, 'fl oz'])).toEqual({ quantity: '12', unit: 'fl oz' });
    expect(sum([8, 'fl oz'], [1, 'cup'])).toEqual({ quantity: '2', unit: 'cups' });
  });

  it('shows both ends of a range in the unit of the upper end', () => {
    const base = { low: 2 * MEASURE_UNITS.cup.toBase, high: 3 * MEASURE_UNITS.cup.toBase };
    expect(displayMeasure('volume', base, new Set(['us']), new Set(['cup']))).toEqual({
      quantity: '2-3',
      unit: 'cups',
    });
  });
});

describe('displayCount', () => {
  it('shows counts with kitchen fractions and pluralises named units above one', () => {
    expect(displayCount({ low: 3, high: 3 }, null)).toEqual({ quantity: '3', unit: null });
    expect(displayCount({ low: 1.5, high: 1.5 }, null)).toEqual({ quantity: '1 1/2', unit: null });
    expect(displayCount({ low: 6, high: 6 }, 'clove')).toEqual({ quantity: '6', unit: 'cloves' });
    expect(displayCount({ low: 1, high: 1 }, 'can')).toEqual({ quantity: '1', unit: 'can' });
    expect(displayCount({ low: 3, high: 4 }, null)).toEqual({ quantity: '3-4', unit: null });
  });
});

describe('number formats', () => {
  it.each([
    [2, '2'],
    [0.5, '1/2'],
    [1 / 3, '1/3'],
    [4 / 3, '1 1/3'],
    [0.375, '3/8'],
    [2.7, '2 2/3'],
    [0.9999, '1'],
    [0.02, '1/8'],
    [12.3, '12 1/2'],
    [12.2, '12'],
    [1 / 16, '1/8'],
  ])('kitchen %d → %s', (value, text) => {
    expect(formatKitchenNumber(value)).toBe(text);
  });

  it.each([
    [953.592, '954'],
    [1.5, '1.5'],
    [2.25, '2.25'],
    [2.004, '2'],
    [0.001, '0.01'],
    [12.4, '12'],
  ])('metric %d → %s', (value, text) => {
    expect(formatMetricNumber(value)).toBe(text);
  });
});
