import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createUser, grantEditor, signInAs } from '#server/test-support/factories';
import {
  addFavoriteMark,
  useRecipeWorld,
  createNote,
  createRecipe,
  hideForFamily,
} from '#server/test-support/recipe-factories';
import {
  createMealPlan,
  createStagedRecipe,
  findMealPlan,
  findStagedRecipe,
} from '#server/test-support/meal-plan-factories';
import {
  directions,
  favorites,
  hiddenRecipes,
  ingredients,
  notes,
  recipes,
} from '#server/db/schema';

describe('DELETE /api/recipes/:id', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const del = (id: number, who?: Who) => injectAs(ctx.app, who).delete(`/api/recipes/${id}`);
  const exists = async (id: number) =>
    (await ctx.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, id))).length > 0;
  const rowsOf = async (id: number) => ({
    ingredients: await ctx.db.$count(ingredients, eq(ingredients.recipeId, id)),
    directions: await ctx.db.$count(directions, eq(directions.recipeId, id)),
    notes: await ctx.db.$count(notes, eq(notes.recipeId, id)),
    favorites: await ctx.db.$count(favorites, eq(favorites.recipeId, id)),
    hidden: await ctx.db.$count(hiddenRecipes, eq(hiddenRecipes.recipeId, id)),
  });
  const recipeInBookA = (title = 'Doomed Stew') =>
    createRecipe(ctx.db, {
      cookbookId: w.books.a.id,
      title,
      subtitle: 'Gone soon',
      servings: 6,
      ingredients: [['1', 'cup', 'stock']],
      directions: ['Simmer.'],
    });

  it('needs a session', async () => {
    expect((await del(w.recipes.stewA.id)).statusCode).toBe(401);
    expect(await exists(w.recipes.stewA.id)).toBe(true);
  });

  it('refuses members, family admins and editors of other cookbooks who can see it (403)', async () => {
    for (const who of ['memberA', 'adminA'] as const) {
      const res = await del(w.recipes.stewA.id, w.cookies[who]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'recipe_delete_forbidden' });
    }
    expect((await del(w.recipes.publicPie.id, w.cookies.editorA)).statusCode).toBe(403);
    expect((await del(w.recipes.publicPie.id, w.cookies.lonelyEditor)).statusCode).toBe(403);
    expect(await exists(w.recipes.stewA.id)).toBe(true);
    expect(await exists(w.recipes.publicPie.id)).toBe(true);
  });

  it('answers 404 to those who cannot even see the recipe, and deletes nothing', async () => {
    expect((await del(w.recipes.stewA.id, w.cookies.memberB)).statusCode).toBe(404);
    expect((await del(w.recipes.riceB.id, w.cookies.editorA)).statusCode).toBe(404);
    expect((await del(w.recipes.lonelySauce.id, w.cookies.outsider)).statusCode).toBe(404);
    for (const r of [w.recipes.stewA, w.recipes.riceB, w.recipes.lonelySauce]) {
      expect(await exists(r.id)).toBe(true);
    }
  });

  it('lets an editor of the cookbook delete it with everything that belongs to it', async () => {
    const recipe = await recipeInBookA();
    await createNote(ctx.db, {
      recipeId: recipe.id,
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
    });
    await addFavoriteMark(ctx.db, w.users.memberA.id, recipe.id);
    await hideForFamily(ctx.db, recipe.id, w.familyA.id);
    expect(await rowsOf(recipe.id)).toEqual({
      ingredients: 1,
      directions: 1,
      notes: 1,
      favorites: 1,
      hidden: 1,
    });

    const res = await del(recipe.id, w.cookies.editorA);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await exists(recipe.id)).toBe(false);
    expect(await rowsOf(recipe.id)).toEqual({
      ingredients: 0,
      directions: 0,
      notes: 0,
      favorites: 0,
      hidden: 0,
    });
    expect((await del(recipe.id, w.cookies.editorA)).statusCode).toBe(404);
  });

  it('turns meal plan entries and staged items that used it into placeholders with its title', async () => {
    const recipe = await recipeInBookA('Sunday Roast');
    const plan = await createMealPlan(ctx.db, { familyId: w.familyA.id, recipeId: recipe.id });
    const staged = await createStagedRecipe(ctx.db, {
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
      recipeId: recipe.id,
      batchCount: 2,
    });
    const otherPlan = await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      recipeId: w.recipes.stewA.id,
    });

    expect((await del(recipe.id, w.cookies.editorA)).statusCode).toBe(204);

    const placeholder = { title: 'Sunday Roast', subtitle: 'Gone soon', servings: 6 };
    expect(await findMealPlan(ctx.db, plan.id)).toMatchObject({
      recipeId: null,
      isPlaceholder: true,
      placeholderData: placeholder,
      plannedServings: plan.plannedServings,
      date: plan.date,
      mealType: plan.mealType,
    });
    expect(await findStagedRecipe(ctx.db, staged.id)).toMatchObject({
      recipeId: null,
      isPlaceholder: true,
      placeholderData: placeholder,
      batchCount: 2,
    });
    expect(await findMealPlan(ctx.db, otherPlan.id)).toMatchObject({
      recipeId: w.recipes.stewA.id,
      isPlaceholder: false,
      placeholderData: null,
    });
  });

  it('lets a super admin delete any recipe, also outside their families', async () => {
    const recipe = await createRecipe(ctx.db, { cookbookId: w.books.b.id, title: 'Far Away' });
    expect((await del(recipe.id, w.cookies.superAdmin)).statusCode).toBe(204);
    expect(await exists(recipe.id)).toBe(false);
  });

  it('lets an editor of all cookbooks delete in any cookbook they can see', async () => {
    const globalEditor = await createUser(ctx.db);
    await addMember(ctx.db, globalEditor.id, w.familyA.id);
    await grantEditor(ctx.db, globalEditor.id, null);
    const recipe = await createRecipe(ctx.db, { cookbookId: w.books.public.id });
    expect((await del(recipe.id, await signInAs(ctx.db, globalEditor.id))).statusCode).toBe(204);
  });

  it('rejects malformed ids', async () => {
    expect((await del(0, w.cookies.editorA)).statusCode).toBe(400);
  });
});
