import { describe, expect, it } from 'vitest';
import { addToAmount, amountInUnit, canonicalUnit } from './pantry-amount';

describe('pantry amounts (product rule: pantry-merge)', () => {
  it('stores units by their canonical names', () => {
    expect(['Grams', 'kg', 'EL', 'cups', 'Cans', '', null].map(canonicalUnit)).toEqual([
      'g',
      'kg',
      'tbsp',
      'cup',
      'can',
      null,
      null,
    ]);
  });

  it('converts within mass and within volume, never between them or to counts', () => {
    expect(amountInUnit(1, 'kg', 'g')).toBe(1000);
    expect(amountInUnit(1, 'lb', 'g')).toBe(453.59237);
    expect(amountInUnit(1, 'l', 'ml')).toBe(1000);
    expect(amountInUnit(2, 'can', 'can')).toBe(2);
    expect(amountInUnit(3, null, null)).toBe(3);
    expect(amountInUnit(1, 'cup', 'g')).toBeNull();
    expect(amountInUnit(1, 'can', 'g')).toBeNull();
    expect(amountInUnit(1, 'can', null)).toBeNull();
  });

  it('adds into the item, takes an amount for "have some", and ignores a line without one', () => {
    expect(addToAmount({ quantity: 500, unit: 'g' }, { quantity: 0.25, unit: 'kg' })).toEqual({
      quantity: 750,
      unit: 'g',
    });
    expect(addToAmount({ quantity: null, unit: null }, { quantity: 2, unit: 'kg' })).toEqual({
      quantity: 2,
      unit: 'kg',
    });
    expect(addToAmount({ quantity: 3, unit: null }, { quantity: null, unit: null })).toEqual({
      quantity: 3,
      unit: null,
    });
    expect(addToAmount({ quantity: 0.1, unit: 'l' }, { quantity: 0.2, unit: 'l' })).toEqual({
      quantity: 0.3,
      unit: 'l',
    });
    expect(addToAmount({ quantity: 2, unit: 'cup' }, { quantity: 100, unit: 'g' })).toBeNull();
  });
});
