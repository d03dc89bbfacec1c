import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { buildApp } from '#server/app';
import {
  useRecipeWorld,
  queryRecordingDb,
  type RecipeWorld,
} from '#server/test-support/recipe-factories';
import { createStagedRecipe } from '#server/test-support/meal-plan-factories';
import { stagedRecipes } from '#server/db/schema';
import { stagedRecipeSchema, type StagedRecipe } from '#shared/staging/staging.schemas';

describe('the staging area', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx, stagedRecipes);
  type Who = keyof RecipeWorld['cookies'];

  const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, who?: Who, payload?: object) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).send(method, url, payload);
  const rows = () => ctx.db.select().from(stagedRecipes).orderBy(asc(stagedRecipes.id));
  const stageStew = (userId = w.users.memberA.id, familyId = w.familyA.id) =>
    createStagedRecipe(ctx.db, { familyId, userId, recipeId: w.recipes.stewA.id });

  describe('GET /api/families/{familyId}/staged-recipes', () => {
    const list = (who?: Who) => send('GET', `/api/families/${w.familyA.id}/staged-recipes`, who);

    it('needs a session', async () => {
      expect((await list()).statusCode).toBe(401);
    });

    it("lists the family's items of every member, oldest first, with recipe briefs", async () => {
      const first = await stageStew(w.users.adminA.id);
      const placeholder = await createStagedRecipe(ctx.db, {
        familyId: w.familyA.id,
        userId: w.users.memberA.id,
        placeholderData: { title: 'Pizza night' },
        batchCount: 3,
      });
      await stageStew(w.users.memberB.id, w.familyB.id);
      const res = await list('memberA');
      expect(res.statusCode).toBe(200);
      const items = res.json<unknown[]>().map((i) => stagedRecipeSchema.parse(i));
      expect(items.map((i) => i.id)).toEqual([first.id, placeholder.id]);
      expect(items[0]).toMatchObject({
        userId: w.users.adminA.id,
        recipe: { id: w.recipes.stewA.id, title: 'Beef Stew', servings: 4 },
      });
      expect(items[1]).toMatchObject({
        recipeId: null,
        isPlaceholder: true,
        batchCount: 3,
        placeholderData: { title: 'Pizza night' },
        recipe: null,
      });
    });

    it('reads the list in one query', async () => {
      for (let i = 0; i < 5; i++) await stageStew();
      const log: string[] = [];
      const app = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
      await app.ready();
      try {
        log.length = 0;
        const res = await injectAs(app, w.cookies.memberA).get(
          `/api/families/${w.familyA.id}/staged-recipes`,
        );
        expect(res.json<StagedRecipe[]>()).toHaveLength(5);
        const stagingQueries = log.filter((q) => /"(staged_recipes|recipes)"/.test(q));
        expect(stagingQueries).toHaveLength(1);
        expect(log.length).toBeLessThanOrEqual(3);
      } finally {
        await app.close();
      }
    });
  });

  describe('PATCH /api/staged-recipes/{id}', () => {
    it('needs a session', async () => {
      const item = await stageStew();
      const res = await send('PATCH', `/api/staged-recipes/${item.id}`, undefined, {
        batchCount: 3,
      });
      expect(res.statusCode).toBe(401);
      expect((await rows())[0]!.batchCount).toBe(1);
    });

    it("changes the batch count of any family member's item", async () => {
      const item = await stageStew(w.users.adminA.id);
      const res = await send('PATCH', `/api/staged-recipes/${item.id}`, 'memberA', {
        batchCount: 5,
      });
      expect(res.statusCode).toBe(200);
      expect(stagedRecipeSchema.parse(res.json())).toMatchObject({
        id: item.id,
        batchCount: 5,
        userId: w.users.adminA.id,
      });
      expect((await rows())[0]!.batchCount).toBe(5);
    });

    it('accepts 1 to 5 batches only', async () => {
      const item = await stageStew();
      for (const batchCount of [0, 6, 2.5, '2', null]) {
        const res = await send('PATCH', `/api/staged-recipes/${item.id}`, 'memberA', {
          batchCount,
        });
        expect(res.statusCode, String(batchCount)).toBe(400);
        expect(res.json<{ message: string }>().message).toContain('batchCount');
      }
      expect((await rows())[0]!.batchCount).toBe(1);
    });

    it("answers 404 'Staged recipe not found' for a missing id", async () => {
      const res = await send('PATCH', '/api/staged-recipes/999999', 'memberA', { batchCount: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Staged recipe not found' });
    });
  });

  describe('DELETE /api/staged-recipes/{id}', () => {
    it('needs a session', async () => {
      const item = await stageStew();
      expect((await send('DELETE', `/api/staged-recipes/${item.id}`)).statusCode).toBe(401);
      expect(await rows()).toHaveLength(1);
    });

    it('removes the item (204), then answers 404', async () => {
      const item = await stageStew();
      const other = await stageStew();
      const res = await send('DELETE', `/api/staged-recipes/${item.id}`, 'adminA');
      expect(res.statusCode).toBe(204);
      expect((await rows()).map((r) => r.id)).toEqual([other.id]);
      const again = await send('DELETE', `/api/staged-recipes/${item.id}`, 'adminA');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: 'Staged recipe not found' });
    });
  });

  describe('DELETE /api/families/{familyId}/staged-recipes (clear)', () => {
    const clear = (who?: Who) =>
      send('DELETE', `/api/families/${w.familyA.id}/staged-recipes`, who);

    it('needs a session', async () => {
      await stageStew();
      expect((await clear()).statusCode).toBe(401);
      expect(await rows()).toHaveLength(1);
    });

    it("removes every item of the family, nobody else's, and says how many", async () => {
      await stageStew();
      await stageStew(w.users.adminA.id);
      await createStagedRecipe(ctx.db, { familyId: w.familyA.id, userId: w.users.memberA.id });
      const familyB = await stageStew(w.users.memberB.id, w.familyB.id);
      const res = await clear('memberA');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: 3 });
      expect((await rows()).map((r) => r.id)).toEqual([familyB.id]);
      expect((await clear('memberA')).json()).toEqual({ deleted: 0 });
    });
  });
});
