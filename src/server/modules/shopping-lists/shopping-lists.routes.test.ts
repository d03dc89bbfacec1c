import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { type RecipeWorld } from '#server/test-support/recipe-factories';
import {
  buildShoppingWorld,
  clearListsAndPlans,
  requestGeneration,
  shoppingSnapshot,
} from '#server/test-support/shopping-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

const WEEK = { start: '2030-01-06', end: '2030-01-12' };

describe('GET shopping-lists', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  let pancakes: { id: number };
  let stew: { id: number };
  type Who = keyof RecipeWorld['cookies'];

  beforeAll(async () => {
    ({ w, pancakes, stew } = await buildShoppingWorld(ctx.db));
  });
  beforeEach(() => clearListsAndPlans(ctx.db));

  const lists = (familyId: number, who?: Who) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).get(`/api/families/${familyId}/shopping-lists`);
  const generate = (familyId: number, weekStartDate: string, who: Who) =>
    requestGeneration(ctx.app, w.cookies[who], { familyId, weekStartDate, forceRegenerate: true });

  describe('GET /api/families/:familyId/shopping-lists', () => {
    it("lists the family's lists, newest week first, with item and checked counts", async () => {
      const a = w.familyA.id;
      await createMealPlan(ctx.db, { familyId: a, day: WEEK.start, recipeId: pancakes.id });
      await createMealPlan(ctx.db, { familyId: a, day: '2030-01-20', recipeId: stew.id });
      await createMealPlan(ctx.db, {
        familyId: w.familyB.id,
        day: WEEK.start,
        recipeId: w.recipes.riceB.id,
      });
      expect((await generate(a, WEEK.start, 'memberA')).statusCode).toBe(201);
      expect((await generate(a, '2030-01-20', 'memberA')).statusCode).toBe(201);
      expect((await generate(w.familyB.id, WEEK.start, 'memberB')).statusCode).toBe(201);
      const empty = await generate(a, '2030-01-13', 'memberA');
      expect(empty.json<WeeklyShoppingList>().shoppingList?.items).toEqual([]);

      const res = await lists(a, 'memberA');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({
          familyId: a,
          weekStartDate: '2030-01-20',
          weekEndDate: '2030-01-26',
          itemCount: 2,
          checkedCount: 0,
        }),
        expect.objectContaining({
          weekStartDate: '2030-01-13',
          itemCount: 0,
          checkedCount: 0,
          // No meals: only the pantry's fingerprint (list-hash.ts).
          mealPlanHash: expect.stringMatching(/^pantry@[0-9a-f]{16}$/),
        }),
        expect.objectContaining({ weekStartDate: WEEK.start, itemCount: 2, checkedCount: 0 }),
      ]);
      const [first] = res.json<{ createdAt: string; updatedAt: string }[]>();
      expect(new Date(first!.createdAt).toISOString()).toBe(first!.createdAt);
    });

    it('answers an empty array for a family without lists, 401 without a session', async () => {
      expect((await lists(w.familyA.id, 'memberA')).json()).toEqual([]);
      expect((await lists(w.familyA.id)).statusCode).toBe(401);
      expect(await shoppingSnapshot(ctx.db)).toEqual({ lists: [], items: [] });
    });
  });
});
