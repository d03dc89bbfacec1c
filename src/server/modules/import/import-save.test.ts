import { describe, expect, it } from 'vitest';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import {
  DEFAULT_SERVINGS,
  RECIPE_LIMITS,
  recipeWriteSchema,
} from '#shared/recipes/recipe-write.schemas';
import { unitMatcher } from '#shared/recipes/ingredient-unit';
import { capText, toRecipeWrite } from './import-save';

const units = [
  { id: 1, name: 'gram', abbreviation: 'g' },
  { id: 5, name: 'teaspoon', abbreviation: 'tsp' },
  { id: 6, name: 'tablespoon', abbreviation: 'tbsp' },
  { id: 7, name: 'cup', abbreviation: 'cup' },
  { id: 10, name: 'pound', abbreviation: 'lb' },
  { id: 12, name: 'clove', abbreviation: null },
];

const line = (quantity: string | null, unit: string | null, text: string) => ({
  quantity,
  unit,
  text,
  line: [quantity, unit, text].filter(Boolean).join(' '),
});

function recipe(overrides: Partial<ExtractedRecipe> = {}): ExtractedRecipe {
  return {
    title: 'Garlic Bread',
    subtitle: null,
    servings: null,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    imageUrls: [],
    category: null,
    ingredients: [line('1', 'cup', 'butter')],
    directions: ['Bake.'],
    ...overrides,
  };
}

describe('toRecipeWrite', () => {
  const refs = { cookbookId: 2, categoryId: 3, imageUrl: null };

  it('keeps unknown units in the text and defaults the servings to 10', () => {
    const body = toRecipeWrite(
      recipe({ ingredients: [line('2', 'sprigs', 'thyme'), line(null, null, 'salt to taste')] }),
      refs,
      unitMatcher(units),
    );
    expect(body.recipe.servings).toBe(DEFAULT_SERVINGS);
    expect(body.ingredients).toEqual([
      { quantity: '2', unitId: null, text: 'sprigs thyme' },
      { quantity: null, unitId: null, text: 'salt to taste' },
    ]);
  });

  it('caps what is too long so the body passes the recipe form schema', () => {
    const long = 'word '.repeat(1000);
    const body = toRecipeWrite(
      recipe({
        title: long,
        subtitle: long,
        servings: 5000,
        ingredients: [
          ...Array.from({ length: 120 }, (_, i) => line(String(i + 1), 'g', 'flour')),
          line('2 (14 ounce) cans or 1 large jar of', null, 'tomatoes'),
        ],
        directions: [long, ...Array.from({ length: 120 }, (_, i) => `Step ${i + 1}.`)],
      }),
      refs,
      unitMatcher(units),
    );
    const parsed = recipeWriteSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(body.recipe.title.length).toBeLessThanOrEqual(RECIPE_LIMITS.titleMax);
    expect(body.recipe.title.endsWith('…')).toBe(true);
    expect(body.recipe.servings).toBe(RECIPE_LIMITS.servingsMax);
    expect(body.ingredients).toHaveLength(RECIPE_LIMITS.ingredientsMax);
    expect(body.directions).toHaveLength(RECIPE_LIMITS.directionsMax);
  });

  it('moves a quantity too long for its field into the text, reading as written', () => {
    const body = toRecipeWrite(
      recipe({ ingredients: [line('2 (14 ounce) cans or 1 large jar of', null, 'tomatoes')] }),
      refs,
      unitMatcher(units),
    );
    expect(body.ingredients).toEqual([
      { quantity: null, unitId: null, text: '2 (14 ounce) cans or 1 large jar of tomatoes' },
    ]);
  });

  it('names a recipe without a usable title', () => {
    expect(toRecipeWrite(recipe({ title: ' x ' }), refs, unitMatcher(units)).recipe.title).toBe(
      'Imported recipe',
    );
  });
});

describe('capText', () => {
  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    expect(capText('Short', 10)).toBe('Short');
    const cut = capText('The quick brown fox jumps over the lazy dog', 20);
    expect(cut).toBe('The quick brown fox…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });
});
