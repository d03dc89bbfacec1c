import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { queryRecordingDb, type RecipeWorld } from '#server/test-support/recipe-factories';
import {
  buildShoppingWorld,
  clearListsAndPlans,
  requestGeneration,
} from '#server/test-support/shopping-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { mealPlans } from '#server/db/schema';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';
import { getWeeklyShoppingList } from './shopping-lists.service';

const WEEK = { start: '2030-01-06', end: '2030-01-12' };

/** The hash with each recipe's version (64 bits in hex) written as 'v'. */
const withoutVersions = (hash: string) => hash.replace(/@[0-9a-f]{16}(?=,|$)/g, '@v');
/**
 * What withoutVersions should read for these meal rows: by id, each with its servings, then the
 * pantry's fingerprint.
 */
const hashShapeOf = (meals: { id: number; plannedServings: number; recipeId: number | null }[]) =>
  [...meals]
    .sort((a, b) => a.id - b.id)
    .map(({ id, plannedServings, recipeId }) =>
      recipeId === null ? `${id}:${plannedServings}` : `${id}:${plannedServings}:${recipeId}@v`,
    )
    .concat('pantry@v')
    .join(',');

describe('GET weekly-shopping-list', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  let pancakes: { id: number };
  let stew: { id: number };
  type Who = keyof RecipeWorld['cookies'];

  beforeAll(async () => {
    ({ w, pancakes, stew } = await buildShoppingWorld(ctx.db));
  });
  beforeEach(() => clearListsAndPlans(ctx.db));

  const weekly = (familyId: number, weekStartDate: string | null, who?: Who) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).get(
      `/api/families/${familyId}/weekly-shopping-list${weekStartDate === null ? '' : `?weekStartDate=${weekStartDate}`}`,
    );
  const generate = (familyId: number, weekStartDate: string, who: Who) =>
    requestGeneration(ctx.app, w.cookies[who], { familyId, weekStartDate, forceRegenerate: true });

  describe('GET /api/families/:familyId/weekly-shopping-list', () => {
    it('needs a session and a Sunday', async () => {
      expect((await weekly(w.familyA.id, WEEK.start)).statusCode).toBe(401);
      for (const day of ['2030-01-07', '2030-1-6', 'soon', null]) {
        const res = await weekly(w.familyA.id, day, 'memberA');
        expect(res.statusCode, String(day)).toBe(400);
      }
    });

    it('answers an empty week with no list and no meals', async () => {
      const res = await weekly(w.familyA.id, WEEK.start, 'memberA');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        weekStartDate: WEEK.start,
        weekEndDate: WEEK.end,
        shoppingList: null,
        plannedMeals: [],
        currentMealPlanHash: expect.stringMatching(/^pantry@[0-9a-f]{16}$/),
        isOutOfDate: false,
      } satisfies WeeklyShoppingList);
    });

    it("lists the week's planned meals, placeholders included, by day and meal type", async () => {
      const a = w.familyA.id;
      const dinner = await createMealPlan(ctx.db, {
        familyId: a,
        day: WEEK.start,
        recipeId: stew.id,
        plannedServings: 6,
      });
      const breakfast = await createMealPlan(ctx.db, {
        familyId: a,
        day: WEEK.start,
        recipeId: pancakes.id,
        mealType: 'Breakfast',
      });
      const saturday = await createMealPlan(ctx.db, {
        familyId: a,
        day: WEEK.end,
        placeholderData: { title: 'Pizza night' },
      });
      // Outside the week, or another family's: not listed.
      await createMealPlan(ctx.db, { familyId: a, day: '2030-01-05', recipeId: stew.id });
      await createMealPlan(ctx.db, { familyId: a, day: '2030-01-13', recipeId: stew.id });
      await createMealPlan(ctx.db, {
        familyId: w.familyB.id,
        day: WEEK.start,
        recipeId: w.recipes.riceB.id,
      });

      const res = await weekly(a, WEEK.start, 'memberA');
      expect(res.statusCode).toBe(200);
      const body = res.json<WeeklyShoppingList>();
      expect(body.shoppingList).toBeNull();
      expect(body.isOutOfDate).toBe(false);
      expect(body.plannedMeals).toEqual([
        {
          id: breakfast.id,
          date: '2030-01-06T12:00:00',
          mealType: 'Breakfast',
          title: 'Pancakes',
          plannedServings: 4,
          isPlaceholder: false,
          recipeId: pancakes.id,
        },
        {
          id: dinner.id,
          date: '2030-01-06T12:00:00',
          mealType: 'Dinner',
          title: 'Beef Stew',
          plannedServings: 6,
          isPlaceholder: false,
          recipeId: stew.id,
        },
        {
          id: saturday.id,
          date: '2030-01-12T12:00:00',
          mealType: 'Dinner',
          title: 'Pizza night',
          plannedServings: 4,
          isPlaceholder: true,
          recipeId: null,
        },
      ]);
      expect(withoutVersions(body.currentMealPlanHash)).toBe(
        hashShapeOf([dinner, breakfast, saturday]),
      );
    });

    it('shows the generated list, and marks it out of date when the week changes', async () => {
      const a = w.familyA.id;
      await createMealPlan(ctx.db, { familyId: a, day: WEEK.start, recipeId: pancakes.id });
      await createMealPlan(ctx.db, { familyId: a, day: '2030-01-08', recipeId: stew.id });
      expect((await generate(a, WEEK.start, 'memberA')).statusCode).toBe(201);

      const fresh = (await weekly(a, WEEK.start, 'adminA')).json<WeeklyShoppingList>();
      expect(fresh.isOutOfDate).toBe(false);
      expect(fresh.shoppingList?.mealPlanHash).toBe(fresh.currentMealPlanHash);
      expect(fresh.shoppingList?.items.map((i) => [i.quantity, i.unit, i.name, i.checked])).toEqual(
        [
          ['2', null, 'large eggs', false],
          ['487', 'ml', 'milk', false],
          ['2', null, 'onions', false],
        ],
      );

      const added = await createMealPlan(ctx.db, {
        familyId: a,
        day: '2030-01-09',
        placeholderData: { title: 'Eat out' },
      });
      const stale = (await weekly(a, WEEK.start, 'memberA')).json<WeeklyShoppingList>();
      expect(stale.isOutOfDate).toBe(true);
      expect(stale.currentMealPlanHash.split(',')).toContain(
        `${added.id}:${added.plannedServings}`,
      );
      expect(stale.shoppingList?.items).toHaveLength(3);

      // Re-planned for more people: the amounts are stale too.
      await generate(a, WEEK.start, 'memberA');
      expect((await weekly(a, WEEK.start, 'memberA')).json<WeeklyShoppingList>().isOutOfDate).toBe(
        false,
      );
      await ctx.db.update(mealPlans).set({ plannedServings: 12 }).where(eq(mealPlans.id, added.id));
      expect((await weekly(a, WEEK.start, 'memberA')).json<WeeklyShoppingList>().isOutOfDate).toBe(
        true,
      );

      // Another week of the same family has no list.
      const next = (await weekly(a, '2030-01-13', 'memberA')).json<WeeklyShoppingList>();
      expect(next.shoppingList).toBeNull();
    });

    it('answers in three queries, however many meals and items', async () => {
      const a = w.familyA.id;
      for (let day = 6; day <= 12; day++) {
        await createMealPlan(ctx.db, {
          familyId: a,
          day: `2030-01-${String(day).padStart(2, '0')}`,
          recipeId: stew.id,
        });
        await createMealPlan(ctx.db, {
          familyId: a,
          day: `2030-01-${String(day).padStart(2, '0')}`,
          recipeId: pancakes.id,
        });
      }
      expect((await generate(a, WEEK.start, 'memberA')).statusCode).toBe(201);
      const log: string[] = [];
      const answer = await getWeeklyShoppingList(queryRecordingDb(ctx.handle, log), a, WEEK.start);
      expect(answer.plannedMeals).toHaveLength(14);
      // The list with its items, the meals, the pantry's versions.
      expect(log).toHaveLength(3);
    });
  });
});
