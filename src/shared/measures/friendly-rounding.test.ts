import { describe, expect, it } from 'vitest';
import {
  formatFraction,
  roundFriendly,
  roundMetricFriendly,
  roundOuncesFriendly,
  roundPoundsFriendly,
  roundToCupFraction,
} from './friendly-rounding';

describe('roundMetricFriendly', () => {
  it.each([
    // Two significant figures from 100.
    [236.5882365, 240],
    [100, 100],
    [104.9, 100],
    [453.59237, 450],
    [995, 1000],
    [1234, 1200],
    [2365.88, 2400],
    // Steps of 5 from 10.
    [99.9, 100],
    [97.4, 95],
    [12.4, 10],
    [12.5, 15],
    [10, 10],
    [29.57, 30],
    // Whole below 10, one significant figure below 1.
    [9.6, 10],
    [9.4, 9],
    [4.93, 5],
    [1, 1],
    [0.96, 1],
    [0.34, 0.3],
    [0.05, 0.05],
  ])('%d → %d', (value, rounded) => {
    expect(roundMetricFriendly(value)).toBe(rounded);
  });

  it('leaves 0, negatives and non-numbers alone', () => {
    expect(roundMetricFriendly(0)).toBe(0);
    expect(roundMetricFriendly(-5)).toBe(-5);
    expect(roundMetricFriendly(NaN)).toBeNaN();
  });
});

describe('roundToCupFraction', () => {
  it.each([
    [0.75, 0.75],
    [0.33, 1 / 3],
    [0.7, 2 / 3],
    [2.43, 2.375],
    [7 / 3, 7 / 3],
    [1.5, 1.5],
    [1.95, 2],
    [2.06, 2],
    [0.1, 0.125],
    [0.01, 0.125],
    [4.226752837730375, 4.25],
  ])('%d → %d', (value, rounded) => {
    expect(roundToCupFraction(value)).toBeCloseTo(rounded, 12);
  });

  it('leaves 0 alone', () => {
    expect(roundToCupFraction(0)).toBe(0);
  });
});

describe('roundOuncesFriendly and roundPoundsFriendly', () => {
  it.each([
    [3.2, 3],
    [3.25, 3.5],
    [3.3, 3.5],
    [15.87, 16],
    [0.1, 0.5],
  ])('%d oz → %d', (value, rounded) => {
    expect(roundOuncesFriendly(value)).toBe(rounded);
  });

  it.each([
    [1.1, 1],
    [1.125, 1.25],
    [1.2, 1.25],
    [2.2046, 2.25],
    [0.05, 0.25],
  ])('%d lb → %d', (value, rounded) => {
    expect(roundPoundsFriendly(value)).toBe(rounded);
  });
});

describe('roundFriendly', () => {
  it.each([
    [{ quantity: 236.5882365, unit: 'ml' }, 240],
    [{ quantity: 291.6666, unit: 'g' }, 290],
    [{ quantity: 1.234, unit: 'l' }, 1.2],
    [{ quantity: 0.3, unit: 'kg' }, 0.3],
    [{ quantity: 33.3, unit: 'cl' }, 33],
    [{ quantity: 2.43, unit: 'cups' }, 2.375],
    [{ quantity: 1.4, unit: 'tsp' }, 1.375],
    [{ quantity: 7.2, unit: 'oz' }, 7],
    [{ quantity: 1.3, unit: 'lb' }, 1.25],
    [{ quantity: 3.5, unit: 'eggs' }, 3.5],
    [{ quantity: 1.17, unit: null }, 1.17],
    [{ quantity: 2.7, unit: 'bunch' }, 2.7],
  ])('%j → %d, its unit as given', (amount, quantity) => {
    expect(roundFriendly(amount)).toEqual({ quantity, unit: amount.unit });
  });
});

describe('formatFraction', () => {
  it.each([
    [0.75, '¾'],
    [1.5, '1½'],
    [0.33, '⅓'],
    [0.333, '⅓'],
    [2 / 3, '⅔'],
    [0.66, '⅔'],
    [7 / 3, '2⅓'],
    [0.125, '⅛'],
    [0.375, '⅜'],
    [2.625, '2⅝'],
    [0.875, '⅞'],
    [0.25, '¼'],
    [2, '2'],
    [1.995, '2'],
    [3.004, '3'],
    [0, '0'],
    [1.1, '1.1'],
    [0.2, '0.2'],
  ])('%d → %j', (value, text) => {
    expect(formatFraction(value)).toBe(text);
  });
});
