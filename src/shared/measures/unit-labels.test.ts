import { describe, expect, it } from 'vitest';
import { unitLabel } from './unit-labels';

describe('unitLabel', () => {
  it('names spoons and cups as each language does', () => {
    expect(['tbsp', 'tsp', 'cups'].map((unit) => unitLabel(unit, 'de', 2))).toEqual([
      'EL',
      'TL',
      'Cups',
    ]);
    expect(['tbsp', 'tsp', 'cup'].map((unit) => unitLabel(unit, 'fr', 1))).toEqual([
      'c. à s.',
      'c. à c.',
      'tasse',
    ]);
    expect(['tablespoons', 'teaspoon', 'cups'].map((unit) => unitLabel(unit, 'es', 2))).toEqual([
      'cdas',
      'cdtas',
      'tazas',
    ]);
  });

  it("chooses the singular by the language's plural rule (French: 1.5 is singular)", () => {
    expect(unitLabel('cup', 'fr', 1.5)).toBe('tasse');
    expect(unitLabel('cup', 'es', 1.5)).toBe('tazas');
  });

  it('keeps English, symbols and counts exactly as written', () => {
    expect(unitLabel('tbsp', 'en', 2)).toBe('tbsp');
    expect(unitLabel('g', 'de', 500)).toBe('g');
    expect(unitLabel('lb', 'fr', 1)).toBe('lb');
    expect(unitLabel('cloves', 'es', 2)).toBe('cloves');
  });
});
