import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVINGS,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  RECIPE_VERSION_HEADER,
  recipeVersionTag,
  recipeWriteResultSchema,
  recipeWriteSchema,
  type RecipeWriteInput,
} from './recipe-write.schemas';

const valid = (): RecipeWriteInput => ({
  recipe: {
    title: 'Lentil Soup',
    subtitle: 'Warming',
    cookbookId: 1,
    categoryId: 2,
    servings: 4,
    imageUrl: '/uploads/recipes/soup.webp',
  },
  ingredients: [{ text: 'lentils', quantity: '1 1/2', unitId: 3 }],
  directions: [{ text: 'Simmer.', stepNumber: 1 }],
});

/** The messages by dotted path, as the server's 400 answer lists them. */
function messagesOf(input: unknown): Record<string, string> {
  const result = recipeWriteSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

function withRecipe(fields: Record<string, unknown>) {
  const input = valid();
  return { ...input, recipe: { ...input.recipe, ...fields } };
}

describe('recipeWriteSchema', () => {
  it('accepts the form body and trims what it stores', () => {
    const parsed = recipeWriteSchema.parse({
      ...withRecipe({ title: '  Soup  ', subtitle: '   ', imageUrl: '' }),
      ingredients: [
        { text: ' salt ', quantity: ' ' },
        { text: 'pepper', quantity: '½', unitId: null },
      ],
    });
    expect(parsed.recipe).toMatchObject({ title: 'Soup', subtitle: null, imageUrl: null });
    expect(parsed.ingredients).toEqual([
      { text: 'salt', quantity: null, unitId: null },
      { text: 'pepper', quantity: '½', unitId: null },
    ]);
  });

  it("answers with the spec's messages (product rule: recipe-form-validation)", () => {
    expect(messagesOf(withRecipe({ title: ' x ' }))).toEqual({
      'recipe.title': RECIPE_MESSAGES.title,
    });
    expect(messagesOf(withRecipe({ cookbookId: 0 }))).toEqual({
      'recipe.cookbookId': RECIPE_MESSAGES.cookbook,
    });
    expect(messagesOf(withRecipe({ cookbookId: undefined }))).toEqual({
      'recipe.cookbookId': RECIPE_MESSAGES.cookbook,
    });
    expect(messagesOf(withRecipe({ categoryId: null }))).toEqual({
      'recipe.categoryId': RECIPE_MESSAGES.category,
    });
    expect(messagesOf(withRecipe({ servings: 0 }))).toEqual({
      'recipe.servings': RECIPE_MESSAGES.servings,
    });
    expect(messagesOf({ ...valid(), ingredients: [{ text: '  ' }] })).toEqual({
      'ingredients.0.text': RECIPE_MESSAGES.ingredient,
    });
    expect(messagesOf({ ...valid(), ingredients: [] })).toEqual({
      ingredients: RECIPE_MESSAGES.ingredient,
    });
    expect(messagesOf({ ...valid(), directions: [{ text: '', stepNumber: 1 }] })).toEqual({
      'directions.0.text': RECIPE_MESSAGES.direction,
    });
    expect(messagesOf({ ...valid(), directions: [] })).toEqual({
      directions: RECIPE_MESSAGES.direction,
    });
  });

  it('caps every text and list at RECIPE_LIMITS, and accepts the caps themselves', () => {
    const x = (n: number) => 'x'.repeat(n);
    const atCap = {
      ...withRecipe({
        title: x(RECIPE_LIMITS.titleMax),
        subtitle: x(RECIPE_LIMITS.subtitleMax),
        servings: RECIPE_LIMITS.servingsMax,
        imageUrl: x(RECIPE_LIMITS.imageUrlMax),
      }),
      ingredients: Array.from({ length: RECIPE_LIMITS.ingredientsMax }, () => ({
        text: x(RECIPE_LIMITS.textMax),
        quantity: x(RECIPE_LIMITS.quantityMax),
      })),
      directions: Array.from({ length: RECIPE_LIMITS.directionsMax }, (_, i) => ({
        text: x(RECIPE_LIMITS.textMax),
        stepNumber: i + 1,
      })),
    };
    expect(messagesOf(atCap)).toEqual({});

    const over: [string, unknown][] = [
      ['recipe.title', withRecipe({ title: x(RECIPE_LIMITS.titleMax + 1) })],
      ['recipe.subtitle', withRecipe({ subtitle: x(RECIPE_LIMITS.subtitleMax + 1) })],
      ['recipe.servings', withRecipe({ servings: RECIPE_LIMITS.servingsMax + 1 })],
      ['recipe.imageUrl', withRecipe({ imageUrl: x(RECIPE_LIMITS.imageUrlMax + 1) })],
      [
        'ingredients',
        { ...valid(), ingredients: Array(RECIPE_LIMITS.ingredientsMax + 1).fill({ text: 'a' }) },
      ],
      [
        'directions',
        {
          ...valid(),
          directions: Array(RECIPE_LIMITS.directionsMax + 1).fill({ text: 'a', stepNumber: 1 }),
        },
      ],
      ['ingredients.0.text', { ...valid(), ingredients: [{ text: x(RECIPE_LIMITS.textMax + 1) }] }],
      [
        'ingredients.0.quantity',
        { ...valid(), ingredients: [{ text: 'a', quantity: x(RECIPE_LIMITS.quantityMax + 1) }] },
      ],
      [
        'directions.0.text',
        { ...valid(), directions: [{ text: x(RECIPE_LIMITS.textMax + 1), stepNumber: 1 }] },
      ],
    ];
    for (const [path, input] of over) expect(Object.keys(messagesOf(input)), path).toEqual([path]);
  });

  it('refuses ids, servings and step numbers that are not whole positive numbers', () => {
    for (const bad of [1.5, -1, '1', true, 2_147_483_648]) {
      expect(Object.keys(messagesOf(withRecipe({ cookbookId: bad })))).toEqual([
        'recipe.cookbookId',
      ]);
      expect(
        Object.keys(messagesOf({ ...valid(), ingredients: [{ text: 'a', unitId: bad }] })),
      ).toEqual(['ingredients.0.unitId']);
    }
    expect(messagesOf(withRecipe({ servings: 2.5 }))).toEqual({
      'recipe.servings': 'Servings must be a whole number',
    });
    expect(
      Object.keys(messagesOf({ ...valid(), directions: [{ text: 'a', stepNumber: 0 }] })),
    ).toEqual(['directions.0.stepNumber']);
  });

  it('refuses text PostgreSQL cannot store', () => {
    expect(Object.keys(messagesOf(withRecipe({ title: 'Soup\u0000' })))).toEqual(['recipe.title']);
    expect(Object.keys(messagesOf({ ...valid(), ingredients: [{ text: '\uD800' }] }))).toEqual([
      'ingredients.0.text',
    ]);
  });

  it('defaults servings to 10 on the form (product rule: servings-default)', () => {
    expect(DEFAULT_SERVINGS).toBe(10);
  });
});

describe('the write answer and the version header', () => {
  it('carries the id and updatedAt', () => {
    expect(
      recipeWriteResultSchema.parse({ id: 3, updatedAt: '2026-11-23T17:49:19.123Z', x: 1 }),
    ).toEqual({
      id: 3,
      updatedAt: '2026-11-23T17:49:19.123Z',
    });
  });

  it('quotes updatedAt as an If-Match entity tag', () => {
    expect(RECIPE_VERSION_HEADER).toBe('if-match');
    expect(recipeVersionTag('2026-11-23T17:49:19.123Z')).toBe('"2026-11-23T17:49:19.123Z"');
  });
});
