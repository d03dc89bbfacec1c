import { describe, expect, it } from 'vitest';
import type { Unit } from '#shared/recipes/categories.schemas';
import {
  isMultiLinePaste,
  parseDirectionLines,
  parseIngredientLine,
  parseIngredientLines,
} from './pasted-lines';

const units: Unit[] = [
  { id: 1, name: 'gram', abbreviation: 'g' },
  { id: 5, name: 'teaspoon', abbreviation: 'tsp' },
  { id: 6, name: 'tablespoon', abbreviation: 'tbsp' },
  { id: 7, name: 'cup', abbreviation: 'cup' },
  { id: 8, name: 'fluid ounce', abbreviation: 'fl oz' },
  { id: 12, name: 'clove', abbreviation: null },
];

describe('parseIngredientLine', () => {
  it('reads quantity as written, a known unit and the text', () => {
    expect(parseIngredientLine('1 1/2 tbsp sugar', units)).toEqual({
      quantity: '1 1/2',
      unitId: 6,
      text: 'sugar',
    });
    expect(parseIngredientLine('- 200 g butter, softened', units)).toEqual({
      quantity: '200',
      unitId: 1,
      text: 'butter, softened',
    });
    expect(parseIngredientLine('2-3 cloves garlic, minced', units)).toEqual({
      quantity: '2-3',
      unitId: 12,
      text: 'garlic, minced',
    });
  });

  it('reads German, French and Spanish recipes pasted into the form', () => {
    const rows = (lines: string[]) => lines.map((line) => parseIngredientLine(line, units));
    expect(rows(['2 EL Olivenöl', '1 Prise Salz', '500 g Mehl', '1 TL Zucker'])).toEqual([
      { quantity: '2', unitId: 6, text: 'Olivenöl' },
      { quantity: '1', unitId: null, text: 'Prise Salz' },
      { quantity: '500', unitId: 1, text: 'Mehl' },
      { quantity: '1', unitId: 5, text: 'Zucker' },
    ]);
    expect(rows(["2 c. à s. d'huile d'olive", '1 pincée de sel', '250 g de farine'])).toEqual([
      { quantity: '2', unitId: 6, text: "d'huile d'olive" },
      { quantity: '1', unitId: null, text: 'pincée de sel' },
      { quantity: '250', unitId: 1, text: 'de farine' },
    ]);
    expect(rows(['2 cucharadas de aceite', '1 cdta de sal', '2 tazas de leche'])).toEqual([
      { quantity: '2', unitId: 6, text: 'de aceite' },
      { quantity: '1', unitId: 5, text: 'de sal' },
      { quantity: '2', unitId: 7, text: 'de leche' },
    ]);
  });

  it('keeps a unit the app does not know in the text, with no unit', () => {
    expect(parseIngredientLine('3 large eggs', units)).toEqual({
      quantity: '3',
      unitId: null,
      text: 'large eggs',
    });
  });

  it('keeps a quantity without a unit', () => {
    expect(parseIngredientLine('4 carrots', units)).toEqual({
      quantity: '4',
      unitId: null,
      text: 'carrots',
    });
  });

  it('keeps lines without an amount whole', () => {
    expect(parseIngredientLine('salt to taste', units)).toEqual({
      quantity: null,
      unitId: null,
      text: 'salt to taste',
    });
  });

  it('reads units by the spellings the shopping list knows', () => {
    expect(parseIngredientLine('8 fl oz cream', units)).toEqual({
      quantity: '8',
      unitId: 8,
      text: 'cream',
    });
    expect(parseIngredientLine('3 Tbsp. butter', units)).toEqual({
      quantity: '3',
      unitId: 6,
      text: 'butter',
    });
  });

  it('makes a group header a text-only row', () => {
    expect(parseIngredientLine('For the sauce:', units)).toEqual({
      quantity: null,
      unitId: null,
      text: 'For the sauce:',
    });
  });
});

describe('parseIngredientLines', () => {
  it('makes a row of every non-blank line, in order', () => {
    const rows = parseIngredientLines(
      'For the dough:\r\n2 cups flour\n\n  \n1 tsp salt\nFor the filling:\n3 large eggs\n',
      units,
    );
    expect(rows.map((row) => row.text)).toEqual([
      'For the dough:',
      'flour',
      'salt',
      'For the filling:',
      'large eggs',
    ]);
    expect(rows[1]).toEqual({ quantity: '2', unitId: 7, text: 'flour' });
  });
});

describe('parseDirectionLines', () => {
  it('drops blank lines and pasted step numbers', () => {
    expect(parseDirectionLines('1. Heat the oven.\n\n2) Mix.\nStep 3: Bake 20 minutes.\n')).toEqual(
      ['Heat the oven.', 'Mix.', 'Bake 20 minutes.'],
    );
  });

  it('tells one line from several', () => {
    expect(isMultiLinePaste('one line')).toBe(false);
    expect(isMultiLinePaste('one\n\n')).toBe(false);
    expect(isMultiLinePaste('one\ntwo')).toBe(true);
  });
});
