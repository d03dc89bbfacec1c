import { describe, expect, it } from 'vitest';
import { isGroupHeading, parseIngredientLine, readIngredientLine } from './ingredient-line';

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
    // Cases of the form's paste reader (recipe-editor pasted-lines), which this one replaces.
    ['2 cups flour', '2', 'cups', 'flour'],
    ['1 1/2 tbsp sugar', '1 1/2', 'tbsp', 'sugar'],
    ['½ tsp salt', '½', 'tsp', 'salt'],
    ['1½ cups milk', '1½', 'cups', 'milk'],
    ['2 - 3 cloves garlic', '2 - 3', 'cloves', 'garlic'],
    ['0.5 l water', '0.5', 'l', 'water'],
    ['4 carrots', '4', null, 'carrots'],
    // German, French and Spanish recipes, as pasted or imported.
    ['2 EL Olivenöl', '2', 'EL', 'Olivenöl'],
    ['1 Prise Salz', '1', 'Prise', 'Salz'],
    ['500 g Mehl', '500', 'g', 'Mehl'],
    ['1 TL Zucker', '1', 'TL', 'Zucker'],
    ['3 Zehen Knoblauch', '3', 'Zehen', 'Knoblauch'],
    ["2 c. à s. d'huile d'olive", '2', 'c. à s.', "d'huile d'olive"],
    ['1 c. à c. de sucre', '1', 'c. à c.', 'de sucre'],
    ['2 cuillères à soupe de beurre', '2', 'cuillères à soupe', 'de beurre'],
    ['1 pincée de sel', '1', 'pincée', 'de sel'],
    ['500 g de farine', '500', 'g', 'de farine'],
    ['2 cucharadas de aceite de oliva', '2', 'cucharadas', 'de aceite de oliva'],
    ['1 cdta de azúcar', '1', 'cdta', 'de azúcar'],
    ['1 pizca de sal', '1', 'pizca', 'de sal'],
    ['2 tazas de leche', '2', 'tazas', 'de leche'],
  ])('reads %s', (line, quantity, unit, text) => {
    expect(parseIngredientLine(line)).toEqual({ quantity, unit, text, line });
  });

  it('drops a pasted bullet', () => {
    expect(parseIngredientLine('- 200 g butter, softened')).toEqual({
      quantity: '200',
      unit: 'g',
      text: 'butter, softened',
      line: '200 g butter, softened',
    });
    expect(parseIngredientLine('• salt')?.line).toBe('salt');
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

describe('isGroupHeading', () => {
  it.each([
    ['For the sauce:', false],
    ['Dough:', false],
    ['For the topping', false],
    ['Für den Teig', false],
    ['Pour la garniture', false],
    ['Para la salsa:', false],
    ['SAUCE', false],
    ['Topping', true],
  ])('takes %j for a group heading', (line, isMarkedHeading) => {
    expect(isGroupHeading(line, isMarkedHeading)).toBe(true);
  });

  it.each([
    '2 cups flour',
    'salt to taste',
    'Salt and pepper',
    'For 4 people: double everything',
    'Topping',
    '   ',
  ])('does not take %j for one', (line) => {
    expect(isGroupHeading(line)).toBe(false);
  });
});

describe('readIngredientLine', () => {
  it('tells a heading from an ingredient, and gives null for a blank line', () => {
    expect(readIngredientLine('For the filling:')).toEqual({
      kind: 'heading',
      text: 'For the filling:',
    });
    expect(readIngredientLine('- MAKE GLUTEN FREE')).toEqual({
      kind: 'heading',
      text: 'MAKE GLUTEN FREE',
    });
    expect(readIngredientLine('3 large eggs')).toEqual({
      kind: 'ingredient',
      ingredient: { quantity: '3', unit: null, text: 'large eggs', line: '3 large eggs' },
    });
    expect(readIngredientLine('  ')).toBeNull();
  });
});
