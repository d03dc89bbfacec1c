import { describe, expect, it } from 'vitest';
import { mentionedIngredients } from './step-ingredients';

const ingredients = [
  'all-purpose flour, sifted',
  'large eggs',
  'garlic cloves, minced',
  'unsalted butter, softened',
  'olive oil',
  'fresh basil leaves',
];

describe('mentionedIngredients', () => {
  it.each([
    ['Whisk the flour with the eggs.', [0, 1]],
    ['Add the garlic and cook until fragrant.', [2]],
    ['Melt the butter in a pan.', [3]],
    ['Heat the oil, then add an egg.', [1, 4]],
    ['Tear the basil over the top.', [5]],
    ['Bake until golden.', []],
  ])('%s', (step, expected) => {
    expect(mentionedIngredients(step, ingredients)).toEqual(expected);
  });

  it('reads German, French and Spanish steps against their ingredients', () => {
    expect(mentionedIngredients('Das Olivenöl erhitzen.', ['Olivenöl', 'Mehl'])).toEqual([0]);
    expect(mentionedIngredients('Ajouter la farine.', ['de farine', 'de sucre'])).toEqual([0]);
    expect(mentionedIngredients('Calentar el aceite.', ['de aceite de oliva', 'de sal'])).toEqual([
      0,
    ]);
  });

  it('matches whole words only: an eggplant is no egg', () => {
    expect(mentionedIngredients('Slice the eggplant.', ['large eggs'])).toEqual([]);
  });
});
