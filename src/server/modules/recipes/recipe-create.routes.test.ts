import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  addMember,
  createCategory,
  createUser,
  grantEditor,
  signInAs,
} from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { snapshotTables } from '#server/test-support/bad-input';
import {
  recipeBody,
  storedRecipe,
  storeTestImage,
  unitIdOf,
} from '#server/test-support/recipe-write-factories';
import {
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  type RecipeWriteInput,
  type RecipeWriteResult,
} from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';

describe('POST /api/recipes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const cat = {} as { a: number; b: number; public: number };
  let cup: number;

  beforeAll(async () => {
    cat.a = (await createCategory(ctx.db, w.books.a.id, 'Soups')).id;
    cat.b = (await createCategory(ctx.db, w.books.b.id, 'Rice')).id;
    cat.public = (await createCategory(ctx.db, w.books.public.id, 'Pies')).id;
    cup = await unitIdOf(ctx.db, 'cup');
  });

  const bodyForA = (
    overrides: Partial<RecipeWriteInput['recipe']> = {},
    lines: Partial<Pick<RecipeWriteInput, 'ingredients' | 'directions'>> = {},
  ) => recipeBody({ cookbookId: w.books.a.id, categoryId: cat.a }, overrides, lines);
  const post = (who: Who | undefined, body: unknown, headers?: Record<string, string>) =>
    injectAs(ctx.app, who).post('/api/recipes', body as object, headers);

  /** Sends the request and checks that it was refused with `status` and wrote nothing. */
  async function expectRefused(status: number, who: Who | undefined, body: unknown) {
    const before = await snapshotTables(ctx.db);
    const res = await post(who, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await snapshotTables(ctx.db)).toEqual(before);
    return res.json<{ code: string; message: string; fieldErrors?: Record<string, string> }>();
  }

  it('creates the recipe, its ingredients and directions in the order sent, by the editor', async () => {
    const body = bodyForA(
      { title: '  Tomato Soup  ', subtitle: '  ', imageUrl: '' },
      {
        ingredients: [
          { quantity: '2', unitId: cup, text: ' tomatoes ' },
          { quantity: '½', unitId: null, text: 'onion' },
          { text: 'basil' },
        ],
        // Step numbers as a client might send them: the server numbers them in order sent.
        directions: [
          { stepNumber: 3, text: 'Chop.' },
          { stepNumber: 1, text: 'Simmer.' },
          { stepNumber: 1, text: 'Blend.' },
        ],
      },
    );
    const res = await post(w.cookies.editorA, body);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json<RecipeWriteResult>();
    expect(Object.keys(result).sort()).toEqual(['id', 'updatedAt']);

    const stored = await storedRecipe(ctx.db, result.id);
    expect(stored.recipe).toMatchObject({
      cookbookId: w.books.a.id,
      categoryId: cat.a,
      title: 'Tomato Soup',
      subtitle: null,
      imageUrl: null,
      servings: 4,
      createdBy: w.users.editorA.id,
    });
    expect(stored.ingredients).toEqual([
      { position: 1, quantity: '2', unitId: cup, text: 'tomatoes' },
      { position: 2, quantity: '½', unitId: null, text: 'onion' },
      { position: 3, quantity: null, unitId: null, text: 'basil' },
    ]);
    expect(stored.directions).toEqual([
      { stepNumber: 1, text: 'Chop.' },
      { stepNumber: 2, text: 'Simmer.' },
      { stepNumber: 3, text: 'Blend.' },
    ]);

    // The answer's updatedAt is the one the recipe dialog shows (what a later PATCH sends).
    const detail = await injectAs(ctx.app, w.cookies.editorA).get(`/api/recipes/${result.id}`);
    expect(detail.statusCode).toBe(200);
    const shown = detail.json<RecipeDetail>();
    expect(shown.updatedAt).toBe(result.updatedAt);
    expect(shown.ingredients.map((i) => [i.text, i.unitName])).toEqual([
      ['tomatoes', 'cup'],
      ['onion', null],
      ['basil', null],
    ]);
    expect(shown.directions.map((d) => [d.stepNumber, d.text])).toEqual([
      [1, 'Chop.'],
      [2, 'Simmer.'],
      [3, 'Blend.'],
    ]);
  });

  it('accepts an image from our own storage', async () => {
    const imageUrl = await storeTestImage(ctx.app);
    const res = await post(w.cookies.editorA, bodyForA({ imageUrl }));
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedRecipe(ctx.db, res.json<RecipeWriteResult>().id);
    expect(stored.recipe?.imageUrl).toBe(imageUrl);
  });

  it('lets a global editor and a super admin create in any cookbook', async () => {
    const globalEditor = await createUser(ctx.db);
    await addMember(ctx.db, globalEditor.id, w.familyA.id);
    await grantEditor(ctx.db, globalEditor.id, null);
    const asGlobal = await signInAs(ctx.db, globalEditor.id);
    const toPublic = recipeBody({ cookbookId: w.books.public.id, categoryId: cat.public });
    expect((await post(asGlobal, toPublic)).statusCode).toBe(201);
    // Book B is private to family B, which the super admin does not belong to.
    const toB = recipeBody({ cookbookId: w.books.b.id, categoryId: cat.b });
    const res = await post(w.cookies.superAdmin, toB);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedRecipe(ctx.db, res.json<RecipeWriteResult>().id);
    expect(stored.recipe).toMatchObject({
      cookbookId: w.books.b.id,
      createdBy: w.users.superAdmin.id,
    });
  });

  it('needs a session (401) and writes nothing', async () => {
    await expectRefused(401, null, bodyForA());
  });

  it('refuses members and editors of other cookbooks who can see the cookbook (403)', async () => {
    for (const who of ['memberA', 'adminA'] as const) {
      expect((await expectRefused(403, w.cookies[who], bodyForA())).code).toBe(
        'recipe_write_forbidden',
      );
    }
    const toPublic = recipeBody({ cookbookId: w.books.public.id, categoryId: cat.public });
    await expectRefused(403, w.cookies.editorA, toPublic);
    await expectRefused(403, w.cookies.lonelyEditor, toPublic);
  });

  it('answers 404 for a cookbook the user cannot see or that does not exist', async () => {
    await expectRefused(404, w.cookies.memberB, bodyForA());
    await expectRefused(404, w.cookies.lonelyEditor, bodyForA());
    await expectRefused(404, w.cookies.outsider, bodyForA());
    // editorA edits book A only: family B's private cookbook stays invisible.
    await expectRefused(
      404,
      w.cookies.editorA,
      recipeBody({ cookbookId: w.books.b.id, categoryId: cat.b }),
    );
    await expectRefused(404, w.cookies.superAdmin, bodyForA({ cookbookId: 2_000_000_000 }));
  });

  it('refuses a category of another cookbook (400 naming recipe.categoryId)', async () => {
    for (const categoryId of [cat.b, cat.public, 2_000_000_000]) {
      const answer = await expectRefused(400, w.cookies.editorA, bodyForA({ categoryId }));
      expect(answer.fieldErrors).toEqual({ 'recipe.categoryId': RECIPE_MESSAGES.category });
    }
  });

  it('refuses an unknown unit (400 naming the row)', async () => {
    const answer = await expectRefused(
      400,
      w.cookies.editorA,
      bodyForA(
        {},
        {
          ingredients: [
            { quantity: '1', unitId: cup, text: 'milk' },
            { quantity: '1', unitId: 2_000_000_000, text: 'flour' },
          ],
        },
      ),
    );
    expect(answer.fieldErrors).toEqual({ 'ingredients.1.unitId': 'Unknown unit' });
  });

  it('refuses images that are not in our storage', async () => {
    const foreign = [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      '/uploads/../secret',
      '/uploads/recipes/../../config.json',
      '/uploads/recipes/missing.webp',
      '/uploads/',
      '/etc/passwd',
    ];
    for (const imageUrl of foreign) {
      const answer = await expectRefused(400, w.cookies.editorA, bodyForA({ imageUrl }));
      expect(answer.message).toBe('Please use an uploaded or generated image');
      expect(answer.fieldErrors).toEqual({
        'recipe.imageUrl': 'Please use an uploaded or generated image',
      });
    }
  });

  it('refuses what the shared schema refuses, with its messages', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, RecipeWriteInput | Record<string, unknown>, string][] = [
      ['recipe.title', bodyForA({ title: ' a ' }), RECIPE_MESSAGES.title],
      [
        'recipe.title',
        bodyForA({ title: long(RECIPE_LIMITS.titleMax + 1) }),
        'A title can be at most 200 characters',
      ],
      [
        'recipe.subtitle',
        bodyForA({ subtitle: long(RECIPE_LIMITS.subtitleMax + 1) }),
        'A subtitle can be at most 300 characters',
      ],
      ['recipe.servings', bodyForA({ servings: 0 }), RECIPE_MESSAGES.servings],
      ['recipe.servings', bodyForA({ servings: 1001 }), 'Servings can be at most 1000'],
      ['recipe.servings', bodyForA({ servings: 2.5 }), 'Servings must be a whole number'],
      ['recipe.cookbookId', bodyForA({ cookbookId: 0 }), RECIPE_MESSAGES.cookbook],
      ['recipe.categoryId', bodyForA({ categoryId: 0 }), RECIPE_MESSAGES.category],
      [
        'recipe.imageUrl',
        bodyForA({ imageUrl: `/uploads/${long(RECIPE_LIMITS.imageUrlMax)}` }),
        'An image address can be at most 300 characters',
      ],
      ['ingredients', bodyForA({}, { ingredients: [] }), RECIPE_MESSAGES.ingredient],
      [
        'ingredients',
        bodyForA(
          {},
          { ingredients: Array.from({ length: 101 }, (_, i) => ({ text: `item ${i}` })) },
        ),
        'A recipe can have at most 100 ingredients',
      ],
      [
        'ingredients.0.text',
        bodyForA({}, { ingredients: [{ text: '   ' }] }),
        RECIPE_MESSAGES.ingredient,
      ],
      [
        'ingredients.0.text',
        bodyForA({}, { ingredients: [{ text: long(2001) }] }),
        'An ingredient can be at most 2000 characters',
      ],
      [
        'ingredients.0.quantity',
        bodyForA({}, { ingredients: [{ text: 'salt', quantity: long(31) }] }),
        'A quantity can be at most 30 characters',
      ],
      ['directions', bodyForA({}, { directions: [] }), RECIPE_MESSAGES.direction],
      [
        'directions',
        bodyForA(
          {},
          {
            directions: Array.from({ length: 101 }, (_, i) => ({
              stepNumber: 1,
              text: `step ${i}`,
            })),
          },
        ),
        'A recipe can have at most 100 steps',
      ],
      [
        'directions.0.text',
        bodyForA({}, { directions: [{ stepNumber: 1, text: '' }] }),
        RECIPE_MESSAGES.direction,
      ],
      [
        'directions.0.text',
        bodyForA({}, { directions: [{ stepNumber: 1, text: long(2001) }] }),
        'A direction step can be at most 2000 characters',
      ],
    ];
    for (const [field, body, message] of cases) {
      const answer = await expectRefused(400, w.cookies.editorA, body);
      expect(answer.fieldErrors?.[field], `${field}: ${JSON.stringify(answer)}`).toBe(message);
    }
  });

  it('accepts every cap exactly', async () => {
    const res = await post(
      w.cookies.editorA,
      bodyForA(
        {
          title: 'x'.repeat(RECIPE_LIMITS.titleMax),
          subtitle: 'x'.repeat(RECIPE_LIMITS.subtitleMax),
          servings: RECIPE_LIMITS.servingsMax,
        },
        {
          ingredients: Array.from({ length: RECIPE_LIMITS.ingredientsMax }, (_, i) => ({
            quantity: i === 0 ? 'x'.repeat(RECIPE_LIMITS.quantityMax) : String(i),
            text: i === 0 ? 'y'.repeat(RECIPE_LIMITS.textMax) : `item ${i}`,
          })),
          directions: Array.from({ length: RECIPE_LIMITS.directionsMax }, (_, i) => ({
            stepNumber: i + 1,
            text: `step ${i}`,
          })),
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedRecipe(ctx.db, res.json<RecipeWriteResult>().id);
    expect(stored.ingredients).toHaveLength(100);
    expect(stored.ingredients.map((i) => i.position)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(stored.directions.map((d) => d.text).at(-1)).toBe('step 99');
  });
});
