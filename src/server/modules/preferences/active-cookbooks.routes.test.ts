import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotTables } from '#server/test-support/bad-input';
import { createCookbook } from '#server/test-support/factories';
import { familyRecipeList } from '#server/test-support/family-recipe-list';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { addFavoriteMark, useRecipeWorld } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { CookbookRole } from '#shared/cookbooks/cookbooks.schemas';
import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

/**
 * GET/PUT /api/user/active-cookbooks (profile, My Cookbooks), and what an inactive cookbook
 * changes on the server: gone from browsing and search (the family list), the add-to-plan
 * choices (/api/recipes/accessible), favourites and the import choices (isActive in
 * /api/user/cookbook-roles), while planned meals and the recipe itself keep working.
 */
describe('active cookbooks', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const activeIds = async (who: Who) => {
    const res = await injectAs(ctx.app, who).get('/api/user/active-cookbooks');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<number[]>();
  };
  const save = (who: Who, cookbookIds: unknown) =>
    injectAs(ctx.app, who).put('/api/user/active-cookbooks', { cookbookIds });
  const titles = (res: { json: <T>() => T }) => res.json<RecipeSummary[]>().map((r) => r.title);

  describe('GET and PUT', () => {
    it('everything the user may view is active until switched off', async () => {
      expect(await activeIds(w.cookies.memberA)).toEqual([w.books.public.id, w.books.a.id]);
      expect(await activeIds(w.cookies.lonelyEditor)).toEqual([
        w.books.public.id,
        w.books.b.id,
        w.books.lonely.id,
      ]);
      // A super admin may view every cookbook.
      expect(await activeIds(w.cookies.superAdmin)).toEqual(
        [w.books.public.id, w.books.a.id, w.books.b.id, w.books.lonely.id].sort((x, y) => x - y),
      );
      expect((await injectAs(ctx.app, null).get('/api/user/active-cookbooks')).statusCode).toBe(
        401,
      );
    });

    it('PUT saves the whole set: listed ones active, the other viewable ones inactive', async () => {
      const res = await save(w.cookies.adminA, [w.books.a.id]);
      expect(res.statusCode, res.body).toBe(204);
      expect(await activeIds(w.cookies.adminA)).toEqual([w.books.a.id]);

      expect(
        (await save(w.cookies.adminA, [w.books.public.id, w.books.public.id])).statusCode,
      ).toBe(204);
      expect(await activeIds(w.cookies.adminA)).toEqual([w.books.public.id]);

      expect((await save(w.cookies.adminA, [])).statusCode).toBe(204);
      expect(await activeIds(w.cookies.adminA)).toEqual([]);

      expect((await save(w.cookies.adminA, [w.books.a.id, w.books.public.id])).statusCode).toBe(
        204,
      );
      expect(await activeIds(w.cookies.adminA)).toEqual([w.books.public.id, w.books.a.id]);
      // Another user's choices are their own.
      expect(await activeIds(w.cookies.memberA)).toEqual([w.books.public.id, w.books.a.id]);
    });

    it('a cookbook created later is active for everyone who may view it', async () => {
      await save(w.cookies.adminA, [w.books.a.id]);
      const later = await createCookbook(ctx.db, { name: 'Later Public', isPublic: true });
      expect(await activeIds(w.cookies.adminA)).toEqual([w.books.a.id, later.id]);
      await save(w.cookies.adminA, [w.books.a.id, w.books.public.id, later.id]);
    });

    it('an id the user may not view, or no cookbook at all, answers 404 and changes nothing', async () => {
      const activeBefore = await activeIds(w.cookies.memberA);
      for (const ids of [[w.books.b.id], [w.books.a.id, w.books.lonely.id], [999999]]) {
        const before = await snapshotTables(ctx.db);
        const res = await save(w.cookies.memberA, ids);
        expect(res.statusCode, res.body).toBe(404);
        expect(await snapshotTables(ctx.db)).toEqual(before);
      }
      expect(await activeIds(w.cookies.memberA)).toEqual(activeBefore);
    });

    it('bad bodies answer 400 (401 anonymous) and change nothing', async () => {
      for (const [who, body, status] of [
        [w.cookies.memberA, { cookbookIds: [0] }, 400],
        [w.cookies.memberA, { cookbookIds: ['1'] }, 400],
        [w.cookies.memberA, { cookbookIds: w.books.a.id }, 400],
        [w.cookies.memberA, { cookbookIds: [w.books.a.id], extra: true }, 400],
        [w.cookies.memberA, {}, 400],
        [null, { cookbookIds: [w.books.a.id] }, 401],
      ] as const) {
        const before = await snapshotTables(ctx.db);
        const res = await injectAs(ctx.app, who).put('/api/user/active-cookbooks', body);
        expect(res.statusCode, res.body).toBe(status);
        expect(await snapshotTables(ctx.db)).toEqual(before);
      }
    });
  });

  describe('an inactive cookbook on the server', () => {
    let plannedStewId: number;

    beforeAll(async () => {
      // editorA: favourites in both cookbooks, a planned stew; then book A switched off.
      await addFavoriteMark(ctx.db, w.users.editorA.id, w.recipes.stewA.id);
      await addFavoriteMark(ctx.db, w.users.editorA.id, w.recipes.publicPie.id);
      plannedStewId = (
        await createMealPlan(ctx.db, { familyId: w.familyA.id, recipeId: w.recipes.stewA.id })
      ).id;
      const res = await save(w.cookies.editorA, [w.books.public.id]);
      expect(res.statusCode).toBe(204);
    });

    it('leaves browsing and search (the family list) for that user only', async () => {
      const shown = async (who: { cookie: string }) =>
        (await familyRecipeList(ctx.app, who, w.familyA.id)).map((r) => r.title);
      expect(await shown(w.cookies.editorA)).toEqual(['Apple Pie']);
      expect(await shown(w.cookies.memberA)).toEqual(['Apple Pie', 'Beef Stew', 'carrot soup']);
    });

    it('leaves the add-to-plan choices (/api/recipes/accessible) and favourites', async () => {
      const accessible = await injectAs(ctx.app, w.cookies.editorA).get('/api/recipes/accessible');
      expect(titles(accessible)).toEqual(['Apple Pie']);
      const favorites = await injectAs(ctx.app, w.cookies.editorA).get('/api/user/favorites');
      expect(titles(favorites)).toEqual(['Apple Pie']);
    });

    it('is flagged inactive in the cookbook roles (the import pages skip it), still editable', async () => {
      const res = await injectAs(ctx.app, w.cookies.editorA).get('/api/user/cookbook-roles');
      const roles = res.json<CookbookRole[]>();
      expect(roles.find((r) => r.cookbookId === w.books.a.id)).toMatchObject({
        canEdit: true,
        isActive: false,
      });
      expect(roles.find((r) => r.cookbookId === w.books.public.id)).toMatchObject({
        isActive: true,
      });
    });

    it('planned meals and the recipe itself keep working', async () => {
      const plans = await injectAs(ctx.app, w.cookies.editorA).get(
        `/api/families/${w.familyA.id}/meal-plans?startDate=2030-01-05&endDate=2030-01-11`,
      );
      expect(plans.statusCode, plans.body).toBe(200);
      const entry = plans.json<MealPlan[]>().find((p) => p.id === plannedStewId);
      expect(entry?.recipe).toMatchObject({ id: w.recipes.stewA.id, title: 'Beef Stew' });
      const detail = await injectAs(ctx.app, w.cookies.editorA).get(
        `/api/recipes/${w.recipes.stewA.id}`,
      );
      expect(detail.statusCode).toBe(200);
    });

    it('comes back everywhere when switched on again', async () => {
      expect((await save(w.cookies.editorA, [w.books.a.id, w.books.public.id])).statusCode).toBe(
        204,
      );
      expect(await activeIds(w.cookies.editorA)).toEqual([w.books.public.id, w.books.a.id]);
      const accessible = await injectAs(ctx.app, w.cookies.editorA).get('/api/recipes/accessible');
      expect(titles(accessible)).toEqual(['Apple Pie', 'Beef Stew', 'carrot soup']);
      const favorites = await injectAs(ctx.app, w.cookies.editorA).get('/api/user/favorites');
      expect(titles(favorites)).toEqual(['Apple Pie', 'Beef Stew']);
    });
  });
});
