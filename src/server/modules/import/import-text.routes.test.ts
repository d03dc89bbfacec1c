import { describe, expect, it } from 'vitest';
import { recipes } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { storedRecipe, unitIdOf } from '#server/test-support/recipe-write-factories';
import { useTestApp } from '#server/test-support/test-app';
import { IMPORT_MESSAGES } from '#shared/import/import.schemas';

/** Both answers of the import routes: a created recipe, or an error with its fields. */
type Answer = {
  id: number;
  title: string;
  code: string;
  message: string;
  existingId: number;
  fieldErrors: Record<string, string>;
};

const soupText = `Tomato Soup

Serves 4

Ingredients
- 500 g tomatoes
- 2 tbsp olive oil
- 1 onion

Directions
1. Chop the onion and fry it in the oil.
2. Add the tomatoes and simmer for 20 minutes.
`;

describe('POST /api/recipes/import-from-text', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const body = (overrides: Record<string, unknown> = {}) => ({
    text: soupText,
    cookbookId: w.books.a.id,
    categoryId: null,
    generateImage: false,
    ...overrides,
  });
  const post = (payload: unknown, who?: Who) =>
    injectAs(ctx.app, who).post(
      '/api/recipes/import-from-text',
      payload as Record<string, unknown>,
    );

  it('lets only editors of the cookbook and super admins import', async () => {
    const before = await ctx.db.$count(recipes);
    expect((await post(body())).statusCode).toBe(401);
    for (const who of [w.cookies.memberA, w.cookies.lonelyEditor, w.cookies.outsider]) {
      expect((await post(body(), who)).statusCode).toBe(403);
    }
    expect(await ctx.db.$count(recipes)).toBe(before);
    expect((await post(body(), w.cookies.superAdmin)).statusCode).toBe(201);
    expect((await post(body({ cookbookId: w.books.b.id }), w.cookies.superAdmin)).statusCode).toBe(
      201,
    );
  });

  it('answers the spec messages for missing text or cookbook', async () => {
    const noText = await post(body({ text: ' \n ' }), w.cookies.editorA);
    expect(noText.statusCode).toBe(400);
    expect(noText.json<Answer>().fieldErrors).toEqual({ text: IMPORT_MESSAGES.missingText });
    const noBook = await post(body({ cookbookId: 0 }), w.cookies.editorA);
    expect(noBook.statusCode).toBe(400);
    expect(noBook.json<Answer>().fieldErrors).toEqual({
      cookbookId: IMPORT_MESSAGES.missingCookbook,
    });
  });

  it('turns pasted text into a recipe with quantities, matched units and numbered steps', async () => {
    const res = await post(body(), w.cookies.editorA);
    expect(res.statusCode).toBe(201);
    expect(res.json<Answer>()).toEqual({ id: expect.any(Number), title: 'Tomato Soup' });
    const saved = await storedRecipe(ctx.db, res.json<Answer>().id);
    expect(saved.recipe).toMatchObject({ cookbookId: w.books.a.id, servings: 4, sourceUrl: null });
    expect(saved.ingredients).toEqual([
      { position: 1, quantity: '500', unitId: await unitIdOf(ctx.db, 'gram'), text: 'tomatoes' },
      {
        position: 2,
        quantity: '2',
        unitId: await unitIdOf(ctx.db, 'tablespoon'),
        text: 'olive oil',
      },
      { position: 3, quantity: '1', unitId: null, text: 'onion' },
    ]);
    expect(saved.directions.map((d) => d.text)).toEqual([
      'Chop the onion and fry it in the oil.',
      'Add the tomatoes and simmer for 20 minutes.',
    ]);
  });

  it('answers text without a recipe with a message and saves nothing', async () => {
    const before = await ctx.db.$count(recipes);
    const res = await post(body({ text: 'hello' }), w.cookies.editorA);
    expect(res.statusCode).toBe(422);
    expect([IMPORT_MESSAGES.noRecipeInText, IMPORT_MESSAGES.nothingToSave]).toContain(
      res.json<Answer>().message,
    );
    expect(await ctx.db.$count(recipes)).toBe(before);
  });
});
