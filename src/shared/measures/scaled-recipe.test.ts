import { describe, expect, it } from 'vitest';
import { convertForDisplay } from './conversion';
import { formatFraction } from './friendly-rounding';

/** A 6-serving recipe cooked for 7: every amount times 7/6. */
const factor = 7 / 6;
const flour = { quantity: 250 * factor, unit: 'g', ingredientText: 'all-purpose flour' };
const milk = { quantity: 2 * factor, unit: 'cups', ingredientText: 'milk' };
const eggs = { quantity: 3 * factor, unit: 'eggs', ingredientText: 'eggs' };

describe('a 6-serving recipe scaled to 7', () => {
  it('reads in metric: flour weighed, milk poured, eggs counted', () => {
    expect(convertForDisplay(flour, 'metric')).toEqual({ quantity: 290, unit: 'g' });
    expect(convertForDisplay(milk, 'metric')).toEqual({ quantity: 550, unit: 'ml' });
    expect(convertForDisplay(eggs, 'metric')).toEqual({ quantity: 3.5, unit: 'eggs' });
  });

  it('reads in US customary: flour and milk in cups, eggs counted', () => {
    const usFlour = convertForDisplay(flour, 'usCustomary');
    const usMilk = convertForDisplay(milk, 'usCustomary');
    expect(usFlour.unit).toBe('cup');
    expect(formatFraction(usFlour.quantity)).toBe('2⅓');
    expect(usMilk.unit).toBe('cups');
    expect(formatFraction(usMilk.quantity)).toBe('2⅓');
    expect(convertForDisplay(eggs, 'usCustomary')).toEqual({ quantity: 3.5, unit: 'eggs' });
  });

  it('reads as written: the scaled amounts, unconverted and unrounded', () => {
    expect(convertForDisplay(flour, 'asWritten')).toEqual({ quantity: 250 * factor, unit: 'g' });
    expect(convertForDisplay(milk, 'asWritten')).toEqual({ quantity: 2 * factor, unit: 'cups' });
  });
});
