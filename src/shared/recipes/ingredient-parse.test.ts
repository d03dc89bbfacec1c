import { describe, expect, it } from 'vitest';
import { isIngredientGroupHeading, parseIngredientLine } from './ingredient-parse';

describe('parseIngredientLine', () => {
  it.each([
    ['1 1/2 cups flour, sifted', '1 1/2', 'cups', 'flour, sifted'],
    ['1½ cups sugar', '1½', 'cups', 'sugar'],
    ['3⁄4 cup milk', '3⁄4', 'cup', 'milk'],
    ['2-3 cloves garlic', '2-3', 'cloves', 'garlic'],
    ['1 to 2 tbsp olive oil', '1 to 2', 'tbsp', 'olive oil'],
    ['2 (14 oz) cans tomatoes', '2', null, '(14 oz) cans tomatoes'],
    ['250 g Mehl', '250', 'g', 'Mehl'],
    ['2 EL Öl', '2', 'EL', 'Öl'],
    ['1 large egg', '1', null, 'large egg'],
  ])('reads %s', (line, quantity, unit, text) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, unit, text, line });
  });

  it('keeps a line without an amount whole', () => {
    expect(parseIngredientLine('salt to taste')).toEqual({
      quantity: null,
      unit: null,
      text: 'salt to taste',
      line: 'salt to taste',
    });
  });

  it('gives null for an empty line and collapses spacing', () => {
    expect(parseIngredientLine('   ')).toBeNull();
    expect(parseIngredientLine(' 2  cups   rice ')?.line).toBe('2 cups rice');
  });
});

describe('isIngredientGroupHeading', () => {
  it('knows headings from ingredients', () => {
    expect(isIngredientGroupHeading('For the sauce:')).toBe(true);
    expect(isIngredientGroupHeading('Dough:')).toBe(true);
    expect(isIngredientGroupHeading('For the topping')).toBe(true);
    expect(isIngredientGroupHeading('2 cups flour')).toBe(false);
    expect(isIngredientGroupHeading('salt to taste')).toBe(false);
  });
});
