import { describe, expect, it } from 'vitest';
import { freshness } from './best-before';
import { groupByAisle } from './pantry-groups';

describe('best-before flags', () => {
  const today = new Date(2026, 10, 27, 18, 30);
  it('past the date is expired, within a week soon, later fine, none without a date', () => {
    expect(freshness('2026-11-26', today)).toBe('expired');
    expect(freshness('2026-11-27', today)).toBe('soon');
    expect(freshness('2026-12-04', today)).toBe('soon');
    expect(freshness('2026-12-05', today)).toBe('fine');
    expect(freshness(null, today)).toBeNull();
  });
});

describe('the pantry by aisle', () => {
  const items = [
    { name: 'Rice', category: 'Pantry' },
    { name: 'Crème fraîche', category: 'Dairy & Eggs' },
    { name: 'chickpeas', category: 'Pantry' },
    { name: 'Eggs', category: 'Dairy & Eggs' },
  ];

  it('groups by aisle, aisles and items by name', () => {
    expect(groupByAisle(items).map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['Dairy & Eggs', ['Crème fraîche', 'Eggs']],
      ['Pantry', ['chickpeas', 'Rice']],
    ]);
  });

  it('searches by every word, accents and case aside; empty aisles go', () => {
    expect(groupByAisle(items, 'CREME').map((g) => g.items.map((i) => i.name))).toEqual([
      ['Crème fraîche'],
    ]);
    expect(groupByAisle(items, 'fraiche creme')).toHaveLength(1);
    expect(groupByAisle(items, 'lentils')).toEqual([]);
  });
});

describe('pantry amounts', () => {
  it('reads amounts in the reader’s language; only counted things take +/-', async () => {
    const { isCounted } = await import('./counted');
    const { pantryAmountText } = await import('#web/lib/pantry-amount-text');
    expect(pantryAmountText({ quantity: 2, unit: 'can' }, 'en')).toBe('2 cans');
    expect(pantryAmountText({ quantity: 1.5, unit: 'kg' }, 'de')).toBe('1,5 kg');
    expect(pantryAmountText({ quantity: 3, unit: null }, 'en')).toBe('3');
    expect(pantryAmountText({ quantity: null, unit: null }, 'en')).toBeNull();
    expect(isCounted({ quantity: 3, unit: null })).toBe(true);
    expect(isCounted({ quantity: 2, unit: 'can' })).toBe(true);
    expect(isCounted({ quantity: 500, unit: 'g' })).toBe(false);
    expect(isCounted({ quantity: null, unit: null })).toBe(false);
  });
});
