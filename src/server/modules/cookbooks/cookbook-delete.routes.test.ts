import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  categories,
  cookbooks,
  familyCookbooks,
  recipes,
  roles,
  userActiveCookbooks,
} from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createCookbook, grantEditor, signInAs, createUser } from '#server/test-support/factories';
import {
  addFavoriteMark,
  createRecipe,
  setCookbookActive,
  useRecipeWorld,
} from '#server/test-support/recipe-factories';
import {
  createMealPlan,
  createStagedRecipe,
  findMealPlan,
  findStagedRecipe,
} from '#server/test-support/meal-plan-factories';
import {
  auditEntriesSince,
  expectRefused,
  lastAuditId,
} from '#server/test-support/family-admin-factories';
import { COOKBOOK_MESSAGES, type Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';

const WEEK = '2030-01-06';

describe('DELETE /api/cookbooks/:id', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const del = (who: Who | undefined, id: number) => as(who).delete(`/api/cookbooks/${id}`);

  /** A cookbook linked to family A (not its default) with two recipes, one planned. */
  async function plannedCookbook() {
    const book = await createCookbook(ctx.db, { name: 'Holiday Book', familyId: w.familyA.id });
    const roast = await createRecipe(ctx.db, {
      cookbookId: book.id,
      title: 'Roast Goose',
      subtitle: 'With red cabbage',
      servings: 6,
    });
    const pudding = await createRecipe(ctx.db, { cookbookId: book.id, title: 'Plum Pudding' });
    const plans = [
      await createMealPlan(ctx.db, { familyId: w.familyA.id, day: WEEK, recipeId: roast.id }),
      await createMealPlan(ctx.db, {
        familyId: w.familyA.id,
        day: '2030-01-07',
        recipeId: roast.id,
      }),
    ];
    const staged = await createStagedRecipe(ctx.db, {
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
      recipeId: pudding.id,
    });
    // A plan of another cookbook's recipe stays as it is.
    const other = await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: WEEK,
      mealType: 'Lunch',
      recipeId: w.recipes.stewA.id,
    });
    return { book, roast, pudding, plans, staged, other };
  }

  it('deletes the cookbook with its recipes; plans and staged items keep placeholders', async () => {
    const { book, roast, pudding, plans, staged, other } = await plannedCookbook();
    const editor = await createUser(ctx.db, { name: 'Holiday Editor' });
    await grantEditor(ctx.db, editor.id, book.id);
    await setCookbookActive(ctx.db, w.users.memberA.id, book.id, false);
    await addFavoriteMark(ctx.db, w.users.memberA.id, roast.id);
    const before = (await as(w.cookies.superAdmin).get('/api/cookbooks'))
      .json<Cookbook[]>()
      .find((c) => c.id === book.id);
    expect(before).toMatchObject({ recipeCount: 2, isDefaultFamilyCookbook: false });
    const since = await lastAuditId(ctx.db);

    const res = await del(w.cookies.superAdmin, book.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedRecipes: 2, plansTurnedPlaceholders: 3 });

    for (const plan of plans) {
      expect(await findMealPlan(ctx.db, plan.id)).toMatchObject({
        recipeId: null,
        isPlaceholder: true,
        placeholderData: { title: 'Roast Goose', subtitle: 'With red cabbage', servings: 6 },
      });
    }
    expect(await findStagedRecipe(ctx.db, staged.id)).toMatchObject({
      recipeId: null,
      isPlaceholder: true,
      placeholderData: { title: 'Plum Pudding' },
    });
    expect(await findMealPlan(ctx.db, other.id)).toMatchObject({
      recipeId: w.recipes.stewA.id,
      isPlaceholder: false,
    });
    // The family's plan shows the placeholder by its title.
    const week = await as(w.cookies.memberA).get(
      `/api/families/${w.familyA.id}/meal-plans?startDate=${WEEK}&endDate=2030-01-12`,
    );
    const shown = week.json<MealPlan[]>().find((p) => p.id === plans[0]!.id);
    expect(shown).toMatchObject({
      isPlaceholder: true,
      recipeId: null,
      recipe: null,
      placeholderData: { title: 'Roast Goose' },
    });

    // Everything of the cookbook is gone.
    expect(await ctx.db.select().from(cookbooks).where(eq(cookbooks.id, book.id))).toEqual([]);
    const ids = [roast.id, pudding.id];
    expect(await ctx.db.select().from(recipes).where(inArray(recipes.id, ids))).toEqual([]);
    for (const table of [categories, familyCookbooks, roles, userActiveCookbooks]) {
      expect(await ctx.db.select().from(table).where(eq(table.cookbookId, book.id))).toEqual([]);
    }
    expect(await auditEntriesSince(ctx.db, since)).toEqual([
      expect.objectContaining({
        actorUserId: w.users.superAdmin.id,
        action: 'cookbook.delete',
        entity: 'cookbook',
        entityId: String(book.id),
        before,
        after: null,
      }),
    ]);
  });

  it('an empty cookbook goes with nothing else', async () => {
    const book = await createCookbook(ctx.db, { name: 'Empty Book' });
    const res = await del(w.cookies.superAdmin, book.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedRecipes: 0, plansTurnedPlaceholders: 0 });
  });

  it("refuses a family's default cookbook with 409 and changes nothing", async () => {
    await expectRefused(
      ctx.db,
      409,
      () => del(w.cookies.superAdmin, w.books.a.id),
      COOKBOOK_MESSAGES.defaultNotDeletable,
    );
  });

  it('answers 404 for an unknown cookbook, 400 for a bad id', async () => {
    await expectRefused(ctx.db, 404, () => del(w.cookies.superAdmin, 2_000_000_000));
    await expectRefused(ctx.db, 400, () => as(w.cookies.superAdmin).delete('/api/cookbooks/x'));
  });

  it('answers 403 to everyone but a super admin, the cookbook editor included', async () => {
    const { book } = await plannedCookbook();
    const editor = await createUser(ctx.db);
    await grantEditor(ctx.db, editor.id, book.id);
    const editorCookie = await signInAs(ctx.db, editor.id);
    for (const who of [w.cookies.memberA, w.cookies.adminA, w.cookies.editorA, editorCookie]) {
      await expectRefused(ctx.db, 403, () => del(who, book.id));
    }
    await expectRefused(ctx.db, 401, () => del(null, book.id));
  });

  it('the database alone turns plans into placeholders when a cookbook row is deleted', async () => {
    // Any path that deletes a cookbook (not only this route) cascades to its recipes, whose
    // trigger leaves placeholders; the category RESTRICT must not stop the cascade.
    const { book, plans } = await plannedCookbook();
    await ctx.db.delete(cookbooks).where(eq(cookbooks.id, book.id));
    expect(await findMealPlan(ctx.db, plans[0]!.id)).toMatchObject({
      recipeId: null,
      isPlaceholder: true,
      placeholderData: { title: 'Roast Goose' },
    });
  });
});
