import { describe, expect, it } from 'vitest';
import type { Unit } from './categories.schemas';
import { toIngredientRow, unitMatcher } from './ingredient-unit';

const units: Unit[] = [
  { id: 1, name: 'gram', abbreviation: 'g' },
  { id: 5, name: 'teaspoon', abbreviation: 'tsp' },
  { id: 6, name: 'tablespoon', abbreviation: 'tbsp' },
  { id: 7, name: 'cup', abbreviation: 'cup' },
  { id: 8, name: 'fluid ounce', abbreviation: 'fl oz' },
  { id: 10, name: 'pound', abbreviation: 'lb' },
  { id: 12, name: 'clove', abbreviation: null },
  { id: 20, name: 'bunch', abbreviation: null },
];

describe('unitMatcher', () => {
  const unitIdOf = unitMatcher(units);

  it('matches names, abbreviations and plurals in any case', () => {
    expect(
      ['Cups', 'cup', 'TBSP', 'tbsp.', 'Tbsp.', 'tablespoons', 'g', 'grams', 'lbs', 'Cloves'].map(
        unitIdOf,
      ),
    ).toEqual([7, 7, 6, 6, 6, 6, 1, 1, 10, 12]);
  });

  it('matches the spellings the shopping list knows', () => {
    expect(['grammes', 'gr', 'tbs', 'tsps', 'fl. oz', 'fl oz', 'bunches'].map(unitIdOf)).toEqual([
      1, 1, 6, 5, 8, 8, 20,
    ]);
  });

  it('matches German, French and Spanish spoons and weights to the same units', () => {
    expect(
      ['EL', 'TL', 'Esslöffel', 'c. à s.', 'c. à c.', 'cuillères à soupe', 'cda', 'cdta'].map(
        unitIdOf,
      ),
    ).toEqual([6, 5, 6, 6, 5, 6, 6, 5]);
    expect(['Gramm', 'gramos', 'tazas'].map(unitIdOf)).toEqual([1, 1, 7]);
  });

  it('matches nothing else', () => {
    expect(['sprigs', 'Prise', 'handful', 'large', '', null].map(unitIdOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('toIngredientRow', () => {
  const unitIdOf = unitMatcher(units);

  it('gives the unit id of a known unit', () => {
    expect(
      toIngredientRow(
        { quantity: '2', unit: 'cups', text: 'flour', line: '2 cups flour' },
        unitIdOf,
      ),
    ).toEqual({ quantity: '2', unitId: 7, text: 'flour' });
  });

  it('keeps an unknown unit in the text', () => {
    expect(
      toIngredientRow(
        { quantity: '1', unit: 'Prise', text: 'Salz', line: '1 Prise Salz' },
        unitIdOf,
      ),
    ).toEqual({ quantity: '1', unitId: null, text: 'Prise Salz' });
  });
});
