import { describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  useRecipeWorld,
  hideForFamily,
  type RecipeWorld,
} from '#server/test-support/recipe-factories';
import { hiddenRecipes } from '#server/db/schema';

describe('hidden recipe routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx, hiddenRecipes);
  type Who = keyof RecipeWorld['cookies'];

  const as = (who?: Who) => injectAs(ctx.app, who ? w.cookies[who] : null);
  const hide = (payload: object, who?: Who) => as(who).post('/api/hidden-recipes', payload);
  const unhide = (recipeId: number, familyId: number, who?: Who) =>
    as(who).delete(`/api/hidden-recipes/recipe/${recipeId}/family/${familyId}`);
  const marks = async () =>
    (await ctx.db.select().from(hiddenRecipes)).map((m) => [m.recipeId, m.familyId]);

  describe('POST /api/hidden-recipes', () => {
    it('needs a session', async () => {
      const res = await hide({ recipeId: w.recipes.soupA.id, familyId: w.familyA.id });
      expect(res.statusCode).toBe(401);
      expect(await marks()).toEqual([]);
    });

    it('lets a family admin hide a recipe for their family, idempotently', async () => {
      const body = { recipeId: w.recipes.soupA.id, familyId: w.familyA.id };
      const first = await hide(body, 'adminA');
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        recipeId: w.recipes.soupA.id,
        familyId: w.familyA.id,
        hiddenBy: w.users.adminA.id,
        createdAt: expect.any(String),
      });
      const again = await hide(body, 'adminA');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await marks()).toEqual([[w.recipes.soupA.id, w.familyA.id]]);
    });

    it('lets a super admin hide for a family they belong to', async () => {
      const res = await hide(
        { recipeId: w.recipes.publicPie.id, familyId: w.familyA.id },
        'superAdmin',
      );
      expect(res.statusCode).toBe(201);
    });

    it('refuses plain members (403) and editors who are no family admin', async () => {
      for (const who of ['memberA', 'editorA'] as const) {
        const res = await hide({ recipeId: w.recipes.soupA.id, familyId: w.familyA.id }, who);
        expect(res.statusCode).toBe(403);
      }
      expect(await marks()).toEqual([]);
    });

    it('does not let family B hide for family A, nor anyone for a family they are not in', async () => {
      const pie = w.recipes.publicPie.id;
      expect((await hide({ recipeId: pie, familyId: w.familyA.id }, 'memberB')).statusCode).toBe(
        404,
      );
      expect((await hide({ recipeId: pie, familyId: w.familyB.id }, 'adminA')).statusCode).toBe(
        404,
      );
      expect((await hide({ recipeId: pie, familyId: w.familyB.id }, 'superAdmin')).statusCode).toBe(
        404,
      );
      expect(await marks()).toEqual([]);
    });

    it("rejects a recipe the family cannot see (another family's private cookbook)", async () => {
      for (const recipe of [w.recipes.riceB, w.recipes.lonelySauce]) {
        const res = await hide({ recipeId: recipe.id, familyId: w.familyA.id }, 'adminA');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Recipe not found' });
      }
      const missing = await hide({ recipeId: 999999, familyId: w.familyA.id }, 'adminA');
      expect(missing.statusCode).toBe(404);
      expect(await marks()).toEqual([]);
    });

    it('rejects malformed bodies', async () => {
      const soup = w.recipes.soupA.id;
      expect((await hide({ recipeId: soup }, 'adminA')).statusCode).toBe(400);
      expect(
        (await hide({ recipeId: String(soup), familyId: w.familyA.id }, 'adminA')).statusCode,
      ).toBe(400);
      const extra = { recipeId: soup, familyId: w.familyA.id, hiddenBy: 1 };
      expect((await hide(extra, 'adminA')).statusCode).toBe(400);
      expect(await marks()).toEqual([]);
    });
  });

  describe('DELETE /api/hidden-recipes/recipe/:recipeId/family/:familyId', () => {
    it('lets a family admin show a hidden recipe again, idempotently', async () => {
      await hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id);
      expect((await unhide(w.recipes.soupA.id, w.familyA.id, 'adminA')).statusCode).toBe(204);
      expect(await marks()).toEqual([]);
      expect((await unhide(w.recipes.soupA.id, w.familyA.id, 'adminA')).statusCode).toBe(204);
    });

    it('refuses anonymous users, plain members and other families, and keeps the mark', async () => {
      await hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id);
      await hideForFamily(ctx.db, w.recipes.publicPie.id, w.familyB.id);
      expect((await unhide(w.recipes.soupA.id, w.familyA.id)).statusCode).toBe(401);
      expect((await unhide(w.recipes.soupA.id, w.familyA.id, 'memberA')).statusCode).toBe(403);
      expect((await unhide(w.recipes.soupA.id, w.familyA.id, 'memberB')).statusCode).toBe(404);
      expect((await unhide(w.recipes.publicPie.id, w.familyB.id, 'adminA')).statusCode).toBe(404);
      expect((await unhide(w.recipes.riceB.id, w.familyA.id, 'adminA')).statusCode).toBe(404);
      expect(await marks()).toEqual([
        [w.recipes.soupA.id, w.familyA.id],
        [w.recipes.publicPie.id, w.familyB.id],
      ]);
    });

    it('lets a super admin show a recipe in their family', async () => {
      await hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id);
      expect((await unhide(w.recipes.soupA.id, w.familyA.id, 'superAdmin')).statusCode).toBe(204);
      expect(await marks()).toEqual([]);
    });
  });
});
