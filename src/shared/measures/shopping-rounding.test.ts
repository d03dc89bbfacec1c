import { describe, expect, it } from 'vitest';
import {
  roundForShopping,
  roundUpToStep,
  roundVolumeForShopping,
  roundWeightForShopping,
} from './shopping-rounding';

describe('roundUpToStep', () => {
  it.each([
    [453.59237, 50, 500],
    [450, 50, 450],
    [6 * (7 / 6), 1, 7],
    [0.01, 50, 50],
    [0, 50, 0],
    [-1, 50, 0],
    [NaN, 50, 0],
  ])('%d by %d → %d', (value, step, rounded) => {
    expect(roundUpToStep(value, step)).toBe(rounded);
  });
});

describe('roundWeightForShopping', () => {
  it.each([
    [4.2, 5, 'g'],
    [0.3, 1, 'g'],
    [49.5, 50, 'g'],
    [50, 50, 'g'],
    [50.1, 100, 'g'],
    [453.59237, 500, 'g'],
    [950, 950, 'g'],
    [951, 1, 'kg'],
    [1000, 1, 'kg'],
    [1001, 1.25, 'kg'],
    [1100, 1.25, 'kg'],
    [2300, 2.5, 'kg'],
  ])('metric: %d g → %d %s', (grams, quantity, unit) => {
    expect(roundWeightForShopping(grams, 'metric')).toEqual({ quantity, unit });
  });

  const oz = 28.349523125;
  const lb = 453.59237;
  it.each([
    [1 * oz, 1, 'oz'],
    [1.1 * oz, 1.25, 'oz'],
    [1.9 * oz, 2, 'oz'],
    [2 * oz, 4, 'oz'],
    [4 * oz, 4, 'oz'],
    [4.1 * oz, 8, 'oz'],
    [12.5 * oz, 1, 'lb'],
    [1 * lb, 1, 'lb'],
    [1.2 * lb, 2, 'lb'],
    [1000, 3, 'lb'],
  ])('US customary: %d g → %d %s', (grams, quantity, unit) => {
    expect(roundWeightForShopping(grams, 'usCustomary')).toEqual({ quantity, unit });
  });
});

describe('roundVolumeForShopping', () => {
  it.each([
    [4.93, 5, 'ml'],
    [50, 50, 'ml'],
    [236.5882365, 250, 'ml'],
    [552.06, 600, 'ml'],
    [999, 1, 'l'],
    [1100, 1.25, 'l'],
  ])('metric: %d ml → %d %s', (ml, quantity, unit) => {
    expect(roundVolumeForShopping(ml, 'metric')).toEqual({ quantity, unit });
  });

  const tsp = 4.92892159375;
  const cup = 236.5882365;
  it.each([
    [1 * tsp, 1, 'tsp'],
    [1.1 * tsp, 1.25, 'tsp'],
    [2.9 * tsp, 1, 'tbsp'],
    [2 * 3 * tsp, 2, 'tbsp'],
    [0.24 * cup, 4, 'tbsp'],
    [0.25 * cup, 1, 'cup'],
    [1.25 * cup, 2, 'cup'],
    [4 * cup, 4, 'cup'],
    [4.1 * cup, 2, 'quart'],
    [1000, 2, 'quart'],
  ])('US customary: %d ml → %d %s', (ml, quantity, unit) => {
    expect(roundVolumeForShopping(ml, 'usCustomary')).toEqual({ quantity, unit });
  });
});

describe('roundForShopping', () => {
  it('rounds a measure by its kind, in the system asked', () => {
    expect(roundForShopping({ quantity: 1, unit: 'lb' }, 'metric')).toEqual({
      quantity: 500,
      unit: 'g',
    });
    expect(roundForShopping({ quantity: 250, unit: 'grams' }, 'usCustomary')).toEqual({
      quantity: 12,
      unit: 'oz',
    });
    expect(roundForShopping({ quantity: 1, unit: 'tbsp' }, 'metric')).toEqual({
      quantity: 15,
      unit: 'ml',
    });
  });

  it('buys whole things, in their unit', () => {
    expect(roundForShopping({ quantity: 3.5, unit: 'eggs' }, 'metric')).toEqual({
      quantity: 4,
      unit: 'eggs',
    });
    expect(roundForShopping({ quantity: 7 * (1 + 1e-15), unit: 'cloves' }, 'usCustomary')).toEqual({
      quantity: 7,
      unit: 'cloves',
    });
    expect(roundForShopping({ quantity: 0.5, unit: null }, 'metric')).toEqual({
      quantity: 1,
      unit: null,
    });
  });

  it('leaves as written to the shopping list', () => {
    expect(roundForShopping({ quantity: 453.59, unit: 'g' }, 'asWritten')).toEqual({
      quantity: 453.59,
      unit: 'g',
    });
  });
});
