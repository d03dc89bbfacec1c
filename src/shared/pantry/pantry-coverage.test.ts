import { describe, expect, it } from 'vitest';
import { ingredientKeys, rankByCoverage, rankTopByCoverage } from './pantry-coverage';
import { readPantryStock, type PantryItemForList } from './pantry-stock';

const recipe = (id: number, lines: Array<[string | null, string | null, string]>) => ({
  id,
  ingredients: ingredientKeys(
    lines.map(([quantity, unitName, text]) => ({ quantity, unitName, text })),
  ),
});

const pantry = (items: Array<Partial<PantryItemForList> & { name: string }>) =>
  readPantryStock(
    items.map((item) => ({ quantity: null, unit: null, isStaple: false, ...item })),
    'asWritten',
  );

describe('what can we cook', () => {
  const stew = recipe(1, [
    ['2', null, 'carrots, sliced'],
    ['1', 'can', 'chickpeas'],
    ['1', 'tsp', 'salt'],
    ['2', 'cups', 'water'],
  ]);
  const pasta = recipe(2, [
    ['200', 'g', 'spaghetti'],
    ['100', 'ml', 'cream'],
    [null, null, 'parsley, chopped'],
    ['1', null, 'garlic clove'],
  ]);
  const salad = recipe(3, [
    ['1', null, 'cucumber'],
    [null, null, 'salt and pepper to taste'],
  ]);

  it('ranks the fully covered recipe first and names what the others miss', () => {
    const stock = pantry([
      { name: 'carrots', quantity: '5' },
      { name: 'chickpeas', quantity: '2', unit: 'can' },
      { name: 'salt', isStaple: true },
      // Every family starts with water as a staple (product rule: pantry-staples).
      { name: 'water', isStaple: true },
      { name: 'spaghetti', quantity: '500', unit: 'g' },
      { name: 'garlic' },
    ]);
    expect(rankByCoverage([pasta, salad, stew], stock)).toEqual([
      { recipeId: 1, total: 2, covered: 2, missing: [] },
      { recipeId: 2, total: 4, covered: 2, missing: ['cream', 'parsley'] },
      { recipeId: 3, total: 2, covered: 0, missing: ['cucumber', 'pepper'] },
    ]);
  });

  it('counts a used-up item as missing, and skips recipes made only of staples', () => {
    const stock = pantry([
      { name: 'cucumber', quantity: '0' },
      { name: 'salt', isStaple: true },
      { name: 'pepper', isStaple: true },
    ]);
    const onlySalt = recipe(4, [['1', 'tsp', 'salt']]);
    expect(rankByCoverage([salad, onlySalt], stock)).toEqual([
      { recipeId: 3, total: 1, covered: 0, missing: ['cucumber'] },
    ]);
  });

  it('reads each ingredient once; water as any other (a staple, so not counted)', () => {
    expect(stew.ingredients.map((ingredient) => ingredient.key)).toEqual([
      'carrot',
      'chickpea',
      'salt',
      'water',
    ]);
    // A family that removed its water staple is missing it like anything else.
    const withoutWater = pantry([{ name: 'carrots' }, { name: 'chickpeas' }, { name: 'salt' }]);
    expect(rankByCoverage([stew], withoutWater)).toEqual([
      { recipeId: 1, total: 4, covered: 3, missing: ['water'] },
    ]);
  });

  it('ranks 10,000 recipes against 300 pantry items, the fully covered ones first', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      ingredients: Array.from({ length: 10 }, (_, j) => ({
        key: `thing ${(i * 7 + j * 13) % 900}`,
        name: `thing ${j}`,
      })),
    }));
    const stock = Array.from({ length: 300 }, (_, i) => ({
      key: `thing ${i}`,
      isStaple: false,
      amount: { kind: 'none' as const },
    }));
    const ranked = rankByCoverage(many, stock);
    expect(ranked).toHaveLength(10_000);
    // Recipe 0 uses things 0 to 117, all at home.
    expect(ranked[0]).toEqual({ recipeId: 0, total: 10, covered: 10, missing: [] });
    const shares = ranked.map((coverage) => coverage.covered / coverage.total);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it('answers the best few like the whole ranking, and how many were ranked', () => {
    const stock = pantry([
      { name: 'spaghetti' },
      { name: 'cucumber' },
      { name: 'salt', isStaple: true },
    ]);
    const all = rankByCoverage([stew, pasta, salad], stock);
    const { top, ranked } = rankTopByCoverage([stew, pasta, salad], stock, 2);
    expect(ranked).toBe(all.length);
    expect(top).toEqual(all.slice(0, 2));
  });
});
