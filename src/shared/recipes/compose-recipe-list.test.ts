import { describe, expect, it } from 'vitest';
import type { RecipeBrief, RecipeMarks } from './recipes.schemas';
import { composeRecipeList } from './compose-recipe-list';

const card = (id: number, cookbookId = 1): RecipeBrief => ({
  id,
  title: `Recipe ${id}`,
  subtitle: null,
  imageUrl: null,
  servings: 2,
  prepTime: 0,
  cookTime: 0,
  category: { id: 1, name: 'Dinner' },
  cookbook: { id: cookbookId, name: `Book ${cookbookId}` },
});
const noMarks: RecipeMarks = {
  favoriteIds: [],
  hiddenIds: [],
  inactiveCookbookIds: [],
  showHiddenRecipes: false,
};

describe('composeRecipeList', () => {
  it('flags favourites and keeps the order', () => {
    const list = composeRecipeList([card(3), card(1), card(2)], { ...noMarks, favoriteIds: [1] });
    expect(list.map((r) => [r.id, r.isFavorite, r.isHidden])).toEqual([
      [3, false, false],
      [1, true, false],
      [2, false, false],
    ]);
  });

  it('leaves out hidden recipes unless the user shows them, then flags them', () => {
    const cards = [card(1), card(2)];
    expect(composeRecipeList(cards, { ...noMarks, hiddenIds: [2] }).map((r) => r.id)).toEqual([1]);
    const shown = composeRecipeList(cards, { ...noMarks, hiddenIds: [2], showHiddenRecipes: true });
    expect(shown.map((r) => [r.id, r.isHidden])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('leaves out the cookbooks the user switched off', () => {
    const list = composeRecipeList([card(1, 1), card(2, 7)], {
      ...noMarks,
      inactiveCookbookIds: [7],
    });
    expect(list.map((r) => r.id)).toEqual([1]);
  });
});
