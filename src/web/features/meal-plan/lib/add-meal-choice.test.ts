import { describe, expect, it } from 'vitest';
import { makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import {
  makePlaceholderChoice,
  makeRecipeChoice,
  mealChoiceIdSchema,
  searchRecipes,
  validateMealChoice,
} from './add-meal-choice';

describe('the add dialog choice', () => {
  it('accepts a number or a placeholder- id and nothing else (product rule: plan-choice)', () => {
    expect(mealChoiceIdSchema.safeParse(12).success).toBe(true);
    expect(mealChoiceIdSchema.safeParse('placeholder-1741600000000').success).toBe(true);
    expect(mealChoiceIdSchema.safeParse('12').success).toBe(false);
    expect(mealChoiceIdSchema.safeParse('temp-1').success).toBe(false);
    expect(mealChoiceIdSchema.safeParse(0).success).toBe(false);
  });

  it("answers 'Please select a recipe' without a valid choice", () => {
    expect(validateMealChoice(null)).toEqual({ ok: false, message: 'Please select a recipe' });
    const bad = { ...makePlaceholderChoice('x'), id: 'recipe-1' } as never;
    expect(validateMealChoice(bad)).toEqual({ ok: false, message: 'Please select a recipe' });
    const recipe = makeRecipeChoice(makeRecipeSummary());
    expect(validateMealChoice(recipe)).toEqual({ ok: true, choice: recipe });
  });

  it('makes a placeholder from the search text: subtitle, 1 serving, no image', () => {
    expect(makePlaceholderChoice('  Pizza night ', 1741600000000)).toEqual({
      kind: 'placeholder',
      id: 'placeholder-1741600000000',
      title: 'Pizza night',
      subtitle: 'Placeholder Recipe',
      servings: 1,
      imageUrl: null,
    });
  });

  it('searches title, subtitle and category, sorted by title, within the limit', () => {
    const recipes = [
      makeRecipeSummary({ id: 1, title: 'Tomato Soup', category: { id: 1, name: 'Soups' } }),
      makeRecipeSummary({ id: 2, title: 'Apple Pie', subtitle: 'With soup spoon?' }),
      makeRecipeSummary({ id: 3, title: 'Chili', category: { id: 1, name: 'Soups' } }),
      makeRecipeSummary({ id: 4, title: 'Pancakes', subtitle: null }),
    ];
    const found = searchRecipes(recipes, ' SOUP', 2);
    expect(found.total).toBe(3);
    expect(found.shown.map((r) => r.title)).toEqual(['Apple Pie', 'Chili']);
    expect(searchRecipes(recipes, '', 10).shown).toHaveLength(4);
  });
});
