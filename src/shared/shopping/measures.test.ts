import { describe, expect, it } from 'vitest';
import { STANDARD_UNITS } from '../units/standard-units';
import { resolveUnit } from './measures';

describe('resolveUnit', () => {
  it.each([
    ['g', 'g'],
    ['gram', 'g'],
    ['grams', 'g'],
    ['kilogram', 'kg'],
    ['Kg', 'kg'],
    ['ounce', 'oz'],
    ['oz.', 'oz'],
    ['pounds', 'lb'],
    ['lbs', 'lb'],
    ['milliliter', 'ml'],
    ['millilitres', 'ml'],
    ['litre', 'l'],
    ['L', 'l'],
    ['teaspoon', 'tsp'],
    ['tsp.', 'tsp'],
    ['t', 'tsp'],
    ['tablespoons', 'tbsp'],
    ['Tbsp', 'tbsp'],
    ['T', 'tbsp'],
    ['cup', 'cup'],
    ['cups', 'cup'],
    ['fluid ounce', 'fl oz'],
    ['fl  oz', 'fl oz'],
    ['quart', 'quart'],
    ['EL', 'tbsp'],
    ['Esslöffel', 'tbsp'],
    ['TL', 'tsp'],
    ['c. à s.', 'tbsp'],
    ['cuillères à café', 'tsp'],
    ['cda', 'tbsp'],
    ['cucharaditas', 'tsp'],
    ['tazas', 'cup'],
    ['Gramm', 'g'],
    ['litros', 'l'],
  ])('reads %j as %s', (name, symbol) => {
    const unit = resolveUnit(name);
    expect(unit.kind).not.toBe('count');
    expect('measure' in unit && unit.measure.symbol).toBe(symbol);
  });

  it.each([
    [null, null],
    ['', null],
    ['clove', 'clove'],
    ['Cloves', 'clove'],
    ['can', 'can'],
    ['pinch', 'pinch'],
    ['bunches', 'bunch'],
    ['piece', 'piece'],
    // 'cc' is a teaspoon in French and a millilitre in English; a 'Tasse' has no fixed size.
    ['cc', 'cc'],
    ['Tasse', 'tasse'],
    ['Prise', 'prise'],
  ])('reads %j as a count of %j', (name, unit) => {
    expect(resolveUnit(name)).toEqual({ kind: 'count', unit });
  });

  it('maps every reference unit by name and by abbreviation, with the same size', () => {
    for (const reference of STANDARD_UNITS) {
      for (const name of [reference.name, reference.abbreviation]) {
        if (name === null) continue;
        const unit = resolveUnit(name);
        if (reference.kind === 'mass' || reference.kind === 'volume') {
          expect(unit.kind, name).toBe(reference.kind);
          const toBase = 'measure' in unit ? unit.measure.toBase : NaN;
          expect(Math.abs(toBase - reference.toBase) / reference.toBase, name).toBeLessThan(1e-4);
        } else {
          expect(unit, name).toEqual({ kind: 'count', unit: reference.name });
        }
      }
    }
  });
});
