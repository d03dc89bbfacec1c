import { describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { buildApp } from '#server/app';
import {
  useRecipeWorld,
  queryRecordingDb,
  type RecipeWorld,
} from '#server/test-support/recipe-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { mealPlans } from '#server/db/schema';
import {
  mealPlanSchema,
  type MealPlan,
  type MealType,
} from '#shared/meal-plans/meal-plans.schemas';

describe('GET /api/families/{familyId}/meal-plans', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx, mealPlans);
  type Who = keyof RecipeWorld['cookies'];

  const list = (familyId: number, query: string, who?: Who) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).get(
      `/api/families/${familyId}/meal-plans?${query}`,
    );
  const week = 'startDate=2030-01-06&endDate=2030-01-12';

  it('needs a session', async () => {
    expect((await list(w.familyA.id, week)).statusCode).toBe(401);
  });

  it('lists the range, both ends included, by day, then meal order, then id', async () => {
    const a = w.familyA.id;
    const plan = (day: string, mealType: MealType, familyId = a) =>
      createMealPlan(ctx.db, { familyId, day, mealType, recipeId: w.recipes.stewA.id });
    const snack = await plan('2030-01-07', 'Snack');
    const lunch = await plan('2030-01-07', 'Lunch');
    const lastDay = await plan('2030-01-12', 'Breakfast');
    const dessert = await createMealPlan(ctx.db, {
      familyId: a,
      day: '2030-01-06',
      mealType: 'Dessert',
    });
    const breakfast = await plan('2030-01-06', 'Breakfast');
    const breakfast2 = await plan('2030-01-06', 'Breakfast');
    // Alphabetically Dinner would come before Lunch, and Dessert before both.
    const dinner6 = await plan('2030-01-06', 'Dinner');
    const lunch6 = await plan('2030-01-06', 'Lunch');
    // Outside the range, or another family's: not listed.
    await plan('2030-01-05', 'Dinner');
    await plan('2030-01-13', 'Breakfast');
    await plan('2030-01-07', 'Dinner', w.familyB.id);

    const res = await list(a, week, 'memberA');
    expect(res.statusCode).toBe(200);
    const plans = res.json<MealPlan[]>();
    expect(plans.map((p) => p.id)).toEqual(
      [breakfast, breakfast2, lunch6, dinner6, dessert, lunch, snack, lastDay].map((p) => p.id),
    );
  });

  it('carries what the calendar shows: recipe brief, noon date, placeholder title', async () => {
    const entry = await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: '2030-01-08',
      recipeId: w.recipes.stewA.id,
      plannedServings: 8,
    });
    await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: '2030-01-09',
      mealType: 'Lunch',
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
    });
    const plans = (await list(w.familyA.id, week, 'memberA')).json<unknown[]>();
    const [recipePlan, placeholder] = plans.map((p) => mealPlanSchema.parse(p));
    expect(recipePlan).toEqual({
      id: entry.id,
      familyId: w.familyA.id,
      recipeId: w.recipes.stewA.id,
      date: '2030-01-08T12:00:00',
      mealType: 'Dinner',
      plannedServings: 8,
      isPlaceholder: false,
      placeholderData: null,
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
      createdAt: expect.any(String),
      cookedAt: null,
    });
    expect(placeholder).toMatchObject({
      recipeId: null,
      date: '2030-01-09T12:00:00',
      isPlaceholder: true,
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
      recipe: null,
    });
  });

  it('takes date-times as their day, and a one-year window', async () => {
    await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: '2030-12-30',
      recipeId: w.recipes.stewA.id,
    });
    const res = await list(
      w.familyA.id,
      'startDate=2030-01-05T12:00:00&endDate=2031-01-11T12:00:00.000Z',
      'memberA',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<MealPlan[]>().map((p) => p.date)).toEqual(['2030-12-30T12:00:00']);
  });

  it('refuses missing, invalid, reversed and too long ranges', async () => {
    const cases: [string, string][] = [
      ['startDate=2030-01-06', 'endDate'],
      ['startDate=2030-02-30&endDate=2030-03-01', 'No such calendar day'],
      ['startDate=06/01/2030&endDate=2030-03-01', "Expected a day as 'YYYY-MM-DD'"],
      ['startDate=2030-01-07&endDate=2030-01-06', 'endDate is before startDate'],
      ['startDate=2030-01-01&endDate=2031-02-05', 'A range can span at most 400 days'],
    ];
    for (const [query, message] of cases) {
      const res = await list(w.familyA.id, query, 'memberA');
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(message);
    }
    const longest = await list(w.familyA.id, 'startDate=2030-01-01&endDate=2031-02-04', 'memberA');
    expect(longest.statusCode).toBe(200);
  });

  it('reads the whole range in one query, however many entries it has', async () => {
    for (const day of ['2030-01-06', '2030-01-07', '2030-01-08', '2030-01-09']) {
      await createMealPlan(ctx.db, {
        familyId: w.familyA.id,
        day,
        recipeId: w.recipes.stewA.id,
      });
      await createMealPlan(ctx.db, { familyId: w.familyA.id, day, mealType: 'Lunch' });
    }
    const log: string[] = [];
    const app = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
    await app.ready();
    try {
      log.length = 0;
      const res = await injectAs(app, w.cookies.memberA).get(
        `/api/families/${w.familyA.id}/meal-plans?${week}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<unknown[]>()).toHaveLength(8);
      // Besides the session (and data version) reads, one query touches the planning tables.
      const planningQueries = log.filter((q) =>
        /"(meal_plans|recipes|categories|cookbooks)"/.test(q),
      );
      expect(planningQueries).toHaveLength(1);
      expect(log.length).toBeLessThanOrEqual(3);
    } finally {
      await app.close();
    }
  });
});
