import { describe, expect, it } from 'vitest';
import {
  displayCount,
  displayMeasure,
  formatMetricNumber,
  formatShoppingNumber,
  roundCountUp,
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
    expect(sum([1, 'l'], [1, 'tbsp'])).toEqual({ quantity: '1.02', unit: 'l' });
    expect(sum([200, 'ml'], [1, 'tsp'])).toEqual({ quantity: '205', unit: 'ml' });
  });

  it('climbs the spoon ladder: tsp, tbsp from 3 tsp, cup from 1/4 cup', () => {
    expect(sum([1, 'tsp'], [1, 'tsp'])).toEqual({ quantity: '2', unit: 'tsp' });
    expect(sum([1, 'tsp'], [1, 'tsp'], [1, 'tsp'])).toEqual({ quantity: '1', unit: 'tbsp' });
    expect(sum([1, 'tbsp'], [1, 'tsp'])).toEqual({ quantity: '1 1/3', unit: 'tbsp' });
    expect(sum([2, 'tbsp'], [2, 'tbsp'])).toEqual({ quantity: '1/4', unit: 'cup' });
    expect(sum([1, 'cup'], [1, 'tbsp'])).toEqual({ quantity: '1 1/4', unit: 'cups' });
    expect(sum([3 / 4, 'cup'], [3 / 4, 'cup'])).toEqual({ quantity: '1 1/2', unit: 'cups' });
    expect(sum([1, 'cup'])).toEqual({ quantity: '1', unit: 'cup' });
  });

  it('rounds up to the next quarter, third or half, never down and never to eighths', () => {
    // 7 servings of a 6-serving recipe (product rule: shopping-amounts): 1 lb and 1/2 cup scaled by
    // 7/6.
    expect(sum([7 / 6, 'lb'])).toEqual({ quantity: '1 1/4', unit: 'lb' });
    expect(sum([7 / 12, 'cup'])).toEqual({ quantity: '2/3', unit: 'cup' });
    expect(sum([0.3, 'cup'])).toEqual({ quantity: '1/3', unit: 'cup' });
    expect(sum([0.34, 'cup'])).toEqual({ quantity: '1/2', unit: 'cup' });
    expect(sum([2.7, 'cup'])).toEqual({ quantity: '2 3/4', unit: 'cups' });
    expect(sum([2.76, 'cup'])).toEqual({ quantity: '3', unit: 'cups' });
    expect(sum([1 / 8, 'tsp'])).toEqual({ quantity: '1/4', unit: 'tsp' });
    expect(sum([10.2, 'oz'])).toEqual({ quantity: '10 1/2', unit: 'oz' });
    // Exact amounts stay as they are, float noise or not.
    expect(sum([7 / 6, 'cup'], [5 / 6, 'cup'])).toEqual({ quantity: '2', unit: 'cups' });
    expect(sum([1, 'tbsp'], [1, 'tsp'])).toEqual({ quantity: '1 1/3', unit: 'tbsp' });
  });

  it('moves up the ladder when rounding up reaches the next unit', () => {
    // 2.9 tsp rounds up to 3 tsp: a tablespoon.
    expect(sum([2.9, 'tsp'])).toEqual({ quantity: '1', unit: 'tbsp' });
    // 3.9 tbsp rounds up to 4 tbsp: a quarter cup.
    expect(sum([3.9, 'tbsp'])).toEqual({ quantity: '1/4', unit: 'cup' });
    // 15.9 oz rounds up to a pound.
    expect(sum([15.9, 'oz'])).toEqual({ quantity: '1', unit: 'lb' });
    // A tenth of a cup is spoons, not '1/4 cup'.
    expect(sum([0.1, 'cup'])).toEqual({ quantity: '1 2/3', unit: 'tbsp' });
  });

  it('rounds metric amounts up: whole grams and millilitres, hundredths of kg and l', () => {
    expect(sum([12.1, 'g'])).toEqual({ quantity: '13', unit: 'g' });
    expect(sum([999.2, 'g'])).toEqual({ quantity: '1', unit: 'kg' });
    expect(sum([1001, 'g'])).toEqual({ quantity: '1.01', unit: 'kg' });
    expect(sum([7.501, 'ml'])).toEqual({ quantity: '7.51', unit: 'ml' });
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
  it('rounds counts up to whole things and pluralises named units above one', () => {
    expect(displayCount({ low: 3, high: 3 }, null)).toEqual({ quantity: '3', unit: null });
    expect(displayCount({ low: 1.5, high: 1.5 }, null)).toEqual({ quantity: '2', unit: null });
    expect(displayCount({ low: 7 / 6, high: 7 / 6 }, null)).toEqual({ quantity: '2', unit: null });
    expect(displayCount({ low: 0.5, high: 0.5 }, null)).toEqual({ quantity: '1', unit: null });
    expect(displayCount({ low: 1 / 3, high: 1 / 3 }, 'can')).toEqual({
      quantity: '1',
      unit: 'can',
    });
    expect(displayCount({ low: 7 / 3, high: 3.5 }, 'clove')).toEqual({
      quantity: '3-4',
      unit: 'cloves',
    });
    // 6 cloves of a 6-serving recipe planned for 7: 7 cloves, whatever the float error.
    const seven = 6 * (7 / 6);
    expect(displayCount({ low: seven, high: seven }, 'clove')).toEqual({
      quantity: '7',
      unit: 'cloves',
    });
    expect(displayCount({ low: 1.0000000001, high: 1.0000000001 }, 'can')).toEqual({
      quantity: '1',
      unit: 'can',
    });
    expect(displayCount({ low: 6, high: 6 }, 'clove')).toEqual({ quantity: '6', unit: 'cloves' });
    expect(displayCount({ low: 1, high: 1 }, 'can')).toEqual({ quantity: '1', unit: 'can' });
    expect(displayCount({ low: 3, high: 4 }, null)).toEqual({ quantity: '3-4', unit: null });
  });

  it('rounds a count up to a whole number, at least one', () => {
    expect(roundCountUp(1.17)).toBe(2);
    expect(roundCountUp(0.01)).toBe(1);
    expect(roundCountUp(2)).toBe(2);
    expect(roundCountUp(3 * (1 / 3) * 3)).toBe(3);
  });
});

describe('number formats', () => {
  it.each([
    [2, '2'],
    [0.5, '1/2'],
    [1 / 3, '1/3'],
    [4 / 3, '1 1/3'],
    [0.375, '1/2'],
    [0.58, '2/3'],
    [1.17, '1 1/4'],
    [1.26, '1 1/3'],
    [2.7, '2 3/4'],
    [2.8, '3'],
    [0.9999, '1'],
    [0.02, '1/4'],
    [1 / 16, '1/4'],
    [12.3, '12 1/2'],
    [12.2, '12 1/2'],
    [12.6, '13'],
    [9.9, '10'],
    [3 * (7 / 6) * (6 / 7), '3'],
  ])('shopping %d → %s (up to a quarter, third or half)', (value, text) => {
    expect(formatShoppingNumber(value)).toBe(text);
  });

  it.each([
    [953.592, '954'],
    [1.5, '1.5'],
    [2.25, '2.25'],
    [2.004, '2.01'],
    [0.001, '0.01'],
    [12.4, '13'],
    [12, '12'],
    [0.1 + 0.2, '0.3'],
  ])('metric %d → %s (rounded up)', (value, text) => {
    expect(formatMetricNumber(value)).toBe(text);
  });
});
