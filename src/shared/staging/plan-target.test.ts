import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_MISSING_MESSAGE,
  RECIPE_MISSING_MESSAGE,
  readPlanTarget,
  stageRecipeBodySchema,
} from './staging.schemas';

describe('readPlanTarget', () => {
  it('reads a recipe', () => {
    expect(readPlanTarget({ recipeId: 7 })).toEqual({ kind: 'recipe', recipeId: 7 });
    expect(readPlanTarget({ recipeId: 7, isPlaceholder: false, placeholderData: null })).toEqual({
      kind: 'recipe',
      recipeId: 7,
    });
  });

  it('reads a placeholder, keeping only the fields it has', () => {
    expect(
      readPlanTarget({ isPlaceholder: true, placeholderData: { title: 'Pizza night' } }),
    ).toEqual({ kind: 'placeholder', placeholderData: { title: 'Pizza night' } });
    expect(
      readPlanTarget({
        isPlaceholder: true,
        recipeId: null,
        placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
      }),
    ).toEqual({
      kind: 'placeholder',
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
    });
  });

  it("answers 'Placeholder missing' for a placeholder without data or title", () => {
    for (const placeholderData of [undefined, null, {}, { title: '' }, { subtitle: 'x' }]) {
      expect(readPlanTarget({ isPlaceholder: true, placeholderData })).toEqual({
        error: PLACEHOLDER_MISSING_MESSAGE,
      });
    }
  });

  it('refuses mixed or empty bodies', () => {
    expect(readPlanTarget({})).toEqual({ error: RECIPE_MISSING_MESSAGE });
    expect(
      readPlanTarget({ isPlaceholder: true, recipeId: 3, placeholderData: { title: 'x' } }),
    ).toHaveProperty('error');
    expect(readPlanTarget({ recipeId: 3, placeholderData: { title: 'x' } })).toHaveProperty(
      'error',
    );
  });

  it('sees a blank title as missing once the body schema trimmed it', () => {
    const body = stageRecipeBodySchema.parse({
      familyId: 1,
      isPlaceholder: true,
      placeholderData: { title: '   ', id: 'placeholder-1', imageUrl: null },
    });
    expect(body.placeholderData).toEqual({ title: '' });
    expect(readPlanTarget(body)).toEqual({ error: PLACEHOLDER_MISSING_MESSAGE });
  });
});
