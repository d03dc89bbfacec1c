import { describe, expect, it } from 'vitest';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { stagedRecipes } from '#server/db/schema';
import { stagedRecipeSchema } from '#shared/staging/staging.schemas';

describe('POST /api/staged-recipes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx, stagedRecipes);

  const stage = (payload: object, who?: Who) =>
    injectAs(ctx.app, who).post('/api/staged-recipes', payload);
  const rows = () =>
    ctx.db
      .select({
        familyId: stagedRecipes.familyId,
        userId: stagedRecipes.userId,
        recipeId: stagedRecipes.recipeId,
        batchCount: stagedRecipes.batchCount,
      })
      .from(stagedRecipes);

  it('needs a session', async () => {
    const res = await stage({ familyId: w.familyA.id, recipeId: w.recipes.stewA.id });
    expect(res.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it('stages a recipe for the session user, whatever userId the body claims', async () => {
    const res = await stage(
      {
        familyId: w.familyA.id,
        recipeId: w.recipes.stewA.id,
        batchCount: 3,
        userId: w.users.adminA.id,
      },
      w.cookies.memberA,
    );
    expect(res.statusCode).toBe(201);
    const staged = stagedRecipeSchema.parse(res.json());
    expect(staged).toEqual({
      id: expect.any(Number),
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
      recipeId: w.recipes.stewA.id,
      batchCount: 3,
      isPlaceholder: false,
      placeholderData: null,
      createdAt: expect.any(String),
      recipe: {
        id: w.recipes.stewA.id,
        title: 'Beef Stew',
        subtitle: 'Beef Stew subtitle',
        imageUrl: null,
        servings: 4,
        prepTime: 10,
        cookTime: 20,
        category: { id: w.recipes.stewA.categoryId, name: expect.any(String) },
        cookbook: { id: w.books.a.id, name: 'Book A' },
      },
    });
    expect(await rows()).toEqual([
      {
        familyId: w.familyA.id,
        userId: w.users.memberA.id,
        recipeId: w.recipes.stewA.id,
        batchCount: 3,
      },
    ]);
  });

  it('stages one batch when batchCount is left out', async () => {
    const res = await stage(
      { familyId: w.familyB.id, recipeId: w.recipes.publicPie.id },
      w.cookies.memberB,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ batchCount: 1, userId: w.users.memberB.id });
  });

  it('accepts 1 to 5 batches only', async () => {
    const body = { familyId: w.familyA.id, recipeId: w.recipes.stewA.id };
    for (const batchCount of [0, 6, 2.5, '2', -1]) {
      expect((await stage({ ...body, batchCount }, w.cookies.memberA)).statusCode).toBe(400);
    }
    expect((await stage({ ...body, batchCount: 5 }, w.cookies.memberA)).statusCode).toBe(201);
    expect((await rows()).map((r) => r.batchCount)).toEqual([5]);
  });

  it("refuses another family's id (404) and stores nothing", async () => {
    const pie = w.recipes.publicPie.id;
    expect(
      (await stage({ familyId: w.familyA.id, recipeId: pie }, w.cookies.memberB)).statusCode,
    ).toBe(404);
    expect(
      (await stage({ familyId: w.familyB.id, recipeId: pie }, w.cookies.superAdmin)).statusCode,
    ).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('refuses a recipe the family cannot see (404) and stores nothing', async () => {
    for (const recipe of [w.recipes.riceB, w.recipes.lonelySauce]) {
      const res = await stage({ familyId: w.familyA.id, recipeId: recipe.id }, w.cookies.editorA);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Recipe not found' });
    }
    const missing = await stage({ familyId: w.familyA.id, recipeId: 999999 }, w.cookies.memberA);
    expect(missing.statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('stages a placeholder with its trimmed title, for the session user', async () => {
    const res = await stage(
      {
        familyId: w.familyA.id,
        isPlaceholder: true,
        placeholderData: { title: ' Pizza night ', subtitle: 'Placeholder Recipe', servings: 1 },
        batchCount: 2,
        userId: 1,
      },
      w.cookies.memberA,
    );
    expect(res.statusCode).toBe(201);
    expect(stagedRecipeSchema.parse(res.json())).toMatchObject({
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
      recipeId: null,
      batchCount: 2,
      isPlaceholder: true,
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
      recipe: null,
    });
    expect(await rows()).toEqual([
      { familyId: w.familyA.id, userId: w.users.memberA.id, recipeId: null, batchCount: 2 },
    ]);
  });

  it("answers 'Placeholder missing' for a placeholder without data or title", async () => {
    const body = { familyId: w.familyA.id, isPlaceholder: true };
    for (const placeholderData of [undefined, null, {}, { title: '  ' }, { subtitle: 'x' }]) {
      const res = await stage({ ...body, placeholderData }, w.cookies.memberA);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Placeholder missing' });
    }
    const withRecipe = await stage(
      { ...body, recipeId: w.recipes.stewA.id, placeholderData: { title: 'x' } },
      w.cookies.memberA,
    );
    expect(withRecipe.statusCode).toBe(400);
    const neither = await stage({ familyId: w.familyA.id }, w.cookies.memberA);
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ message: 'Please select a recipe' });
    expect(await rows()).toEqual([]);
  });

  it('rejects malformed ids', async () => {
    const res = await stage(
      { familyId: String(w.familyA.id), recipeId: w.recipes.stewA.id },
      w.cookies.memberA,
    );
    expect(res.statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });
});
