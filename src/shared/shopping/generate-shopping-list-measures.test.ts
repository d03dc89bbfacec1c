import { describe, expect, it } from 'vitest';
import { generateShoppingList, type PlannedMealForList } from './generate-shopping-list';
import { lines, meal } from './test-fixtures';

const shown = (meals: PlannedMealForList[], system: 'metric' | 'usCustomary' | 'asWritten') =>
  lines(generateShoppingList(meals, system).items);

describe('generateShoppingList in the family measurement system', () => {
  it('metric: a pound of butter is 450 g, not 453.59 g; cups of milk are millilitres', () => {
    const meals = [
      meal('Cake', 8, [
        ['1', 'lb', 'butter'],
        ['2', 'cups', 'milk'],
      ]),
    ];
    expect(shown(meals, 'metric')).toEqual(['450 g butter', '470 ml milk']);
    expect(shown(meals, 'asWritten')).toEqual(['1 lb butter', '2 cups milk']);
  });

  it('metric: cups of flour and grams of flour merge by weight, with the density of flour', () => {
    const meals = [
      meal('Bread', 4, [['2', 'cups', 'flour']]),
      meal('Pancakes', 4, [['100', 'g', 'flour']]),
    ];
    const [flour] = shown(meals, 'metric');
    // Two cups of all-purpose flour weigh 250 g (USDA), plus 100 g.
    expect(flour).toBe('350 g flour');
    expect(shown(meals, 'asWritten')).toEqual(['2 cups flour', '100 g flour']);
  });

  it('US customary: 450 g of butter is 1 lb, and grams are never turned into cups', () => {
    const meals = [
      meal('Cake', 8, [
        ['450', 'g', 'butter'],
        ['500', 'ml', 'milk'],
      ]),
    ];
    expect(shown(meals, 'usCustomary')).toEqual(['1 lb butter', '2 1/4 cups milk']);
  });

  it('keeps a few spoons as spoons in metric, and counts as counts in every system', () => {
    const meals = [
      meal('Salad', 2, [
        ['3', 'tbsp', 'olive oil'],
        ['2', null, 'eggs'],
      ]),
    ];
    for (const system of ['metric', 'usCustomary', 'asWritten'] as const) {
      expect(shown(meals, system)).toEqual(['2 eggs', '3 tbsp olive oil']);
    }
  });

  it('scales a 6-serving recipe to 7 before it converts', () => {
    const meals = [
      meal(
        'Stew',
        6,
        [
          ['1', 'lb', 'beef'],
          ['3', 'cups', 'broth'],
        ],
        7,
      ),
    ];
    expect(shown(meals, 'metric')).toEqual(['530 g beef', '830 ml broth']);
    expect(shown(meals, 'asWritten')).toEqual(['1 1/4 lb beef', '3 1/2 cups broth']);
  });
});
