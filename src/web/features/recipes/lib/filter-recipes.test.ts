import { describe, expect, it } from 'vitest';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import { ALL_CATEGORIES, categoryNames, filterRecipes, sortByTitle } from './filter-recipes';

const recipes: RecipeSummary[] = [
  makeRecipeSummary({
    id: 1,
    title: 'Crème Brûlée',
    subtitle: null,
    category: { id: 1, name: 'Desserts' },
  }),
  makeRecipeSummary({
    id: 2,
    title: 'apple pie',
    subtitle: 'Double crust',
    category: { id: 2, name: 'Baking' },
  }),
  makeRecipeSummary({
    id: 3,
    title: 'Beef Chili',
    subtitle: 'Smoky',
    category: { id: 3, name: 'Soups' },
  }),
  makeRecipeSummary({
    id: 4,
    title: 'Pancakes',
    category: { id: 4, name: 'Breakfast' },
  }),
];
/** The family's search index, normalised by the server as searchable() does. */
const ingredientTexts = new Map([
  [4, 'buttermilk\nflour\neggs'],
  [1, 'creme fraiche'],
]);

describe('recipe list filters', () => {
  it('sorts by title without regard to case', () => {
    expect(sortByTitle(recipes).map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });

  it('lists distinct category names sorted by name', () => {
    const more = [...recipes, makeRecipeSummary({ id: 5, category: { id: 9, name: 'Soups' } })];
    expect(categoryNames(more)).toEqual(['Baking', 'Breakfast', 'Desserts', 'Soups']);
  });

  it.each([
    ['chili', [3]],
    ['SMOKY', [3]],
    ['soups', [3]],
    ['creme brulee', [1]],
    ['double crust', [2]],
    ['buttermilk', [4]],
    ['CRÈME fraîche', [1]],
    ['eggs pancakes', [4]],
    ['pie baking', [2]],
    ['  ', [1, 2, 3, 4]],
    ['nothing', []],
  ])('searches %j', (search, ids) => {
    const found = filterRecipes(recipes, { search, category: ALL_CATEGORIES }, ingredientTexts);
    expect(found.map((r) => r.id)).toEqual(ids);
  });

  it("searches the cards' own fields while the ingredient texts have not come", () => {
    const filters = { search: 'buttermilk', category: ALL_CATEGORIES };
    expect(filterRecipes(recipes, filters)).toEqual([]);
    const titled = filterRecipes(recipes, { search: 'pancakes', category: ALL_CATEGORIES });
    expect(titled.map((r) => r.id)).toEqual([4]);
  });

  it('filters by category name and combines with the search', () => {
    expect(filterRecipes(recipes, { search: '', category: 'Baking' }).map((r) => r.id)).toEqual([
      2,
    ]);
    expect(filterRecipes(recipes, { search: 'chili', category: 'Baking' })).toEqual([]);
  });
});
