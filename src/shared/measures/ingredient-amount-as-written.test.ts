import { describe, expect, it } from 'vitest';
import { displayIngredientAmount, pluralUnit } from './ingredient-display';

// The recipe dialog's amounts as written, in English: the rule they kept before measures came.
describe('displayIngredientAmount, as written in English', () => {
  it.each([
    ['2', 'cup', 1, '2 cups'],
    ['1', 'cup', 1, '1 cup'],
    ['1/2', 'teaspoon', 1, '1/2 teaspoon'],
    ['1/2', 'teaspoon', 3, '1 1/2 teaspoons'],
    ['1 1/2', 'teaspoon', 3, '4 1/2 teaspoons'],
    ['1/3', 'cup', 3, '1 cup'],
    ['2-3', 'clove', 1, '2-3 cloves'],
    ['1', 'pinch', 2, '2 pinches'],
    ['200', 'g', 2, '400 g'],
    ['2', 'fluid ounce', 1, '2 fluid ounces'],
    ['2', null, 3, '6'],
    [null, null, 3, ''],
    [null, 'can', 3, 'can'],
    ['a pinch', null, 2, 'a pinch'],
  ])('%j %j × %d is %j', (quantity, unitName, batches, shown) => {
    expect(
      displayIngredientAmount({ quantity, unitName, text: 'x' }, batches, 'asWritten', 'en'),
    ).toBe(shown);
  });

  it('leaves unknown units as written', () => {
    expect(pluralUnit('handful')).toBe('handful');
    expect(pluralUnit('tbsp')).toBe('tbsp');
  });
});
