import { describe, expect, it } from 'vitest';
import { readPantryLine } from './pantry-line';

describe('readPantryLine (product rule: pantry-add)', () => {
  it.each([
    ['2 cans chickpeas', { name: 'chickpeas', nameKey: 'chickpea', quantity: 2, unit: 'can' }],
    ['500 g rice', { name: 'rice', nameKey: 'rice', quantity: 500, unit: 'g' }],
    ['eggs', { name: 'eggs', nameKey: 'egg', quantity: null, unit: null }],
    ['500 g Reis', { name: 'Reis', quantity: 500, unit: 'g' }],
    ['2 EL Olivenöl', { name: 'Olivenöl', quantity: 2, unit: 'tbsp' }],
    ['2 boîtes de pois chiches', { name: 'pois chiches', quantity: 2, unit: 'boîte' }],
    ["250 g d'amandes", { name: 'amandes', quantity: 250, unit: 'g' }],
    ['3 huevos', { name: 'huevos', quantity: 3, unit: null }],
    ['1 kg de arroz', { name: 'arroz', quantity: 1, unit: 'kg' }],
    ['2-3 large onions, chopped', { name: 'onions', nameKey: 'onion', quantity: 2, unit: null }],
    ['½ cup sugar', { name: 'sugar', quantity: 0.5, unit: 'cup' }],
    ['a handful of walnuts', { name: 'a handful of walnuts', quantity: null, unit: null }],
  ])('reads %j', (line, expected) => {
    expect(readPantryLine(line)).toMatchObject(expected);
  });

  it('takes the aisle from the grocery dictionary, canned by its unit', () => {
    expect(readPantryLine('2 tomatoes')?.category).toBe('Produce');
    expect(readPantryLine('2 cans tomatoes')?.category).toBe('Pantry');
  });

  it('reads a line that names nothing as null', () => {
    expect(readPantryLine('500 g')).toBeNull();
    expect(readPantryLine('   ')).toBeNull();
  });
});
