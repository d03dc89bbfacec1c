import { describe, expect, it } from 'vitest';
import { recipeWriteSchema } from '#shared/recipes/recipe-write.schemas';
import { makeRecipeDetail } from '#web/test-support/recipe-fixtures';
import { newRecipeValues, recipeDetailValues, toWriteBody } from './recipe-form-values';

describe('recipe form values', () => {
  it('starts a new recipe with 10 servings, one empty row each and the given cookbook', () => {
    expect(newRecipeValues(21)).toEqual({
      recipe: {
        title: '',
        subtitle: '',
        cookbookId: 21,
        categoryId: 0,
        servings: 10,
        imageUrl: '',
      },
      ingredients: [{ quantity: '', unitId: null, text: '' }],
      directions: [{ text: '', stepNumber: 1 }],
    });
    expect(newRecipeValues(null).recipe.cookbookId).toBe(0);
  });

  it('loads a recipe with rows in their shown order', () => {
    const values = recipeDetailValues(
      makeRecipeDetail({
        subtitle: null,
        imageUrl: null,
        ingredients: [
          { id: 9, position: 2, quantity: null, unitId: null, unitName: null, text: 'salt' },
          { id: 8, position: 1, quantity: '2', unitId: 1, unitName: 'cup', text: 'flour' },
        ],
        directions: [
          { id: 2, stepNumber: 5, text: 'Bake.' },
          { id: 1, stepNumber: 3, text: 'Mix.' },
        ],
      }),
    );
    expect(values.recipe).toMatchObject({ subtitle: '', imageUrl: '', cookbookId: 21 });
    expect(values.ingredients.map((row) => row.text)).toEqual(['flour', 'salt']);
    expect(values.ingredients[1]!.quantity).toBe('');
    expect(values.directions).toEqual([
      { text: 'Mix.', stepNumber: 1 },
      { text: 'Bake.', stepNumber: 2 },
    ]);
  });

  it('sends steps numbered 1..n in the shown order, whatever they held', () => {
    const values = recipeWriteSchema.parse({
      recipe: { title: 'Soup', cookbookId: 1, categoryId: 2, servings: 4, subtitle: ' ' },
      ingredients: [{ text: 'water', quantity: ' ', unitId: null }],
      directions: [
        { text: 'Boil.', stepNumber: 3 },
        { text: 'Serve.', stepNumber: 1 },
      ],
    });
    const body = toWriteBody(values);
    expect(body.directions).toEqual([
      { text: 'Boil.', stepNumber: 1 },
      { text: 'Serve.', stepNumber: 2 },
    ]);
    expect(body.recipe.subtitle).toBeNull();
    expect(body.ingredients[0]!.quantity).toBeNull();
  });
});
