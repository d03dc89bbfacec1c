import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createCategory } from '#server/test-support/factories';
import { createRecipe, useRecipeWorld } from '#server/test-support/recipe-factories';
import { snapshotTables } from '#server/test-support/bad-input';
import {
  ifMatch,
  recipeBody,
  storedRecipe,
  storeTestImage,
  unitIdOf,
} from '#server/test-support/recipe-write-factories';
import { recipes } from '#server/db/schema';
import {
  RECIPE_MESSAGES,
  type RecipeWriteInput,
  type RecipeWriteResult,
} from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';

describe('PATCH /api/recipes/:id', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const cat = {} as { a: number; a2: number; b: number };
  let cup: number;

  beforeAll(async () => {
    cat.a = (await createCategory(ctx.db, w.books.a.id, 'Soups')).id;
    cat.a2 = (await createCategory(ctx.db, w.books.a.id, 'Mains')).id;
    cat.b = (await createCategory(ctx.db, w.books.b.id, 'Rice')).id;
    cup = await unitIdOf(ctx.db, 'cup');
  });

  /** A fresh recipe in book A as the seed would store it, and the version the form loads. */
  async function loadedRecipe() {
    const recipe = await createRecipe(ctx.db, {
      cookbookId: w.books.a.id,
      categoryId: cat.a,
      title: 'Old Title',
      prepTime: 15,
      cookTime: 30,
      ingredients: [['1', 'cup', 'rice']],
      directions: ['Boil.', 'Serve.'],
    });
    return { id: recipe.id, updatedAt: await versionShown(recipe.id) };
  }
  /** The updatedAt GET /api/recipes/:id shows, the form's If-Match. */
  async function versionShown(id: number) {
    const res = await injectAs(ctx.app, w.cookies.editorA).get(`/api/recipes/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json<RecipeDetail>().updatedAt;
  }
  const bodyForA = (
    overrides: Partial<RecipeWriteInput['recipe']> = {},
    lines: Partial<Pick<RecipeWriteInput, 'ingredients' | 'directions'>> = {},
  ) => recipeBody({ cookbookId: w.books.a.id, categoryId: cat.a }, overrides, lines);
  const patch = (
    who: Who | undefined,
    id: number,
    body: unknown,
    headers?: Record<string, string>,
  ) => injectAs(ctx.app, who).patch(`/api/recipes/${id}`, body as object, headers);

  async function expectRefused(
    status: number,
    who: Who | undefined,
    id: number,
    body: unknown,
    headers?: Record<string, string>,
  ) {
    const before = await snapshotTables(ctx.db);
    const res = await patch(who, id, body, headers);
    expect(res.statusCode, res.body).toBe(status);
    expect(await snapshotTables(ctx.db)).toEqual(before);
    return res.json<{ code: string; message: string; fieldErrors?: Record<string, string> }>();
  }

  it('overwrites the fields and replaces ingredients and directions in the order sent', async () => {
    const loaded = await loadedRecipe();
    const imageUrl = await storeTestImage(ctx.app);
    const body = bodyForA(
      {
        title: ' New Title ',
        subtitle: 'Now with herbs',
        categoryId: cat.a2,
        servings: 6,
        imageUrl,
      },
      {
        ingredients: [
          { quantity: '2-3', unitId: null, text: 'carrots' },
          { quantity: '1/2', unitId: cup, text: 'stock' },
        ],
        directions: [
          { stepNumber: 5, text: 'Peel.' },
          { stepNumber: 5, text: 'Cook.' },
          { stepNumber: 2, text: 'Eat.' },
        ],
      },
    );
    const res = await patch(w.cookies.editorA, loaded.id, body, ifMatch(loaded.updatedAt));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<RecipeWriteResult>();
    expect(result.id).toBe(loaded.id);
    expect(Date.parse(result.updatedAt)).toBeGreaterThan(Date.parse(loaded.updatedAt));

    const stored = await storedRecipe(ctx.db, loaded.id);
    expect(stored.recipe).toMatchObject({
      title: 'New Title',
      subtitle: 'Now with herbs',
      categoryId: cat.a2,
      servings: 6,
      imageUrl,
      // Not on the form: kept as they were.
      prepTime: 15,
      cookTime: 30,
    });
    expect(stored.ingredients).toEqual([
      { position: 1, quantity: '2-3', unitId: null, text: 'carrots' },
      { position: 2, quantity: '1/2', unitId: cup, text: 'stock' },
    ]);
    expect(stored.directions).toEqual([
      { stepNumber: 1, text: 'Peel.' },
      { stepNumber: 2, text: 'Cook.' },
      { stepNumber: 3, text: 'Eat.' },
    ]);
    expect(await versionShown(loaded.id)).toBe(result.updatedAt);
  });

  it('round-trips its updatedAt: the answer of one save is the If-Match of the next', async () => {
    const loaded = await loadedRecipe();
    let version = loaded.updatedAt;
    for (const title of ['First Edit', 'Second Edit', 'Third Edit']) {
      const res = await patch(w.cookies.editorA, loaded.id, bodyForA({ title }), ifMatch(version));
      expect(res.statusCode, res.body).toBe(200);
      const next = res.json<RecipeWriteResult>().updatedAt;
      expect(Date.parse(next)).toBeGreaterThan(Date.parse(version));
      version = next;
    }
    expect((await storedRecipe(ctx.db, loaded.id)).recipe?.title).toBe('Third Edit');
  });

  it('compares at millisecond precision a version stored with microseconds', async () => {
    const loaded = await loadedRecipe();
    await ctx.db
      .update(recipes)
      .set({ updatedAt: sql`'2024-05-06 07:08:09.123789+00'::timestamptz` })
      .where(eq(recipes.id, loaded.id));
    const shown = await versionShown(loaded.id);
    expect(shown).toBe('2024-05-06T07:08:09.123Z');
    const res = await patch(w.cookies.editorA, loaded.id, bodyForA(), ifMatch(shown));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 428 without If-Match and changes nothing', async () => {
    const loaded = await loadedRecipe();
    const answer = await expectRefused(428, w.cookies.editorA, loaded.id, bodyForA());
    expect(answer.code).toBe('precondition_required');
    await expectRefused(428, w.cookies.editorA, loaded.id, bodyForA(), { 'if-match': ' ' });
  });

  it('answers 409 with the current version when the recipe changed since it was loaded', async () => {
    const loaded = await loadedRecipe();
    const first = await patch(
      w.cookies.editorA,
      loaded.id,
      bodyForA({ title: 'Saved First' }),
      ifMatch(loaded.updatedAt),
    );
    expect(first.statusCode).toBe(200);
    const current = first.json<RecipeWriteResult>().updatedAt;

    // A second editor still holds the version loaded before the first save.
    const answer = await expectRefused(
      409,
      w.cookies.superAdmin,
      loaded.id,
      bodyForA({ title: 'Saved Second' }),
      ifMatch(loaded.updatedAt),
    );
    expect(answer).toEqual({
      code: 'recipe_conflict',
      message: RECIPE_MESSAGES.conflict,
      updatedAt: current,
    });
    for (const tag of ['"yesterday"', loaded.updatedAt, '*', `"${current}x"`]) {
      await expectRefused(409, w.cookies.editorA, loaded.id, bodyForA(), { 'if-match': tag });
    }
    expect((await storedRecipe(ctx.db, loaded.id)).recipe?.title).toBe('Saved First');
  });

  it('lets only one of two concurrent saves of the same version through', async () => {
    const loaded = await loadedRecipe();
    const answers = await Promise.all(
      ['Racer One', 'Racer Two'].map((title) =>
        patch(w.cookies.editorA, loaded.id, bodyForA({ title }), ifMatch(loaded.updatedAt)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json<{ updatedAt: string }>().updatedAt).toBe(
      winner.json<RecipeWriteResult>().updatedAt,
    );
  });

  it('refuses foreign or unknown ids and outside images, changing nothing', async () => {
    const loaded = await loadedRecipe();
    const version = ifMatch(loaded.updatedAt);
    const categoryOfB = await expectRefused(
      400,
      w.cookies.editorA,
      loaded.id,
      bodyForA({ categoryId: cat.b }),
      version,
    );
    expect(categoryOfB.fieldErrors).toEqual({ 'recipe.categoryId': RECIPE_MESSAGES.category });
    const unknownUnit = await expectRefused(
      400,
      w.cookies.editorA,
      loaded.id,
      bodyForA({}, { ingredients: [{ text: 'flour', unitId: 2_000_000_000 }] }),
      version,
    );
    expect(unknownUnit.fieldErrors).toEqual({ 'ingredients.0.unitId': 'Unknown unit' });
    for (const imageUrl of [
      'https://evil.example/x.png',
      '/uploads/../secret',
      '/uploads/recipes/missing.webp',
    ]) {
      await expectRefused(400, w.cookies.editorA, loaded.id, bodyForA({ imageUrl }), version);
    }
    await expectRefused(
      400,
      w.cookies.editorA,
      loaded.id,
      bodyForA({ title: 'x'.repeat(201) }),
      version,
    );
    await expectRefused(404, w.cookies.editorA, 2_000_000_000, bodyForA(), version);
  });

  it('keeps an image the recipe already has, even one no longer in storage', async () => {
    const loaded = await loadedRecipe();
    await ctx.db
      .update(recipes)
      .set({ imageUrl: '/uploads/recipes/long-gone.webp' })
      .where(eq(recipes.id, loaded.id));
    const version = await versionShown(loaded.id);
    const kept = await patch(
      w.cookies.editorA,
      loaded.id,
      bodyForA({ title: 'Same Picture', imageUrl: '/uploads/recipes/long-gone.webp' }),
      ifMatch(version),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const removed = await patch(
      w.cookies.editorA,
      loaded.id,
      bodyForA({ imageUrl: null }),
      ifMatch(kept.json<RecipeWriteResult>().updatedAt),
    );
    expect(removed.statusCode).toBe(200);
    expect((await storedRecipe(ctx.db, loaded.id)).recipe?.imageUrl).toBeNull();
  });
});
