import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { useRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { mealPlans } from '#server/db/schema';
import { mealPlanSchema } from '#shared/meal-plans/meal-plans.schemas';

/**
 * PATCH /api/meal-plans/{id} with `date` and `mealType` moves an entry in one statement
 * (docs/decisions/011): the same row, id and servings, so two quick moves cannot leave two
 * copies behind (the spec's delete-then-create could; docs/spec-deviations.md).
 */
describe('moving a meal plan: PATCH /api/meal-plans/{id} {date, mealType}', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx, mealPlans);
  type Who = keyof RecipeWorld['cookies'];

  const patch = (id: number | string, payload: unknown, who?: Who) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).patch(
      `/api/meal-plans/${id}`,
      payload as object,
    );
  const rows = () => ctx.db.select().from(mealPlans).orderBy(asc(mealPlans.id));
  const planStew = (familyId = w.familyA.id) =>
    createMealPlan(ctx.db, {
      familyId,
      day: '2030-01-07',
      mealType: 'Dinner',
      recipeId: w.recipes.stewA.id,
      plannedServings: 7,
    });

  it('moves the entry to another day and meal: same row, id and servings', async () => {
    const plan = await planStew();
    const res = await patch(plan.id, { date: '2030-01-09T12:00:00', mealType: 'Lunch' }, 'memberA');
    expect(res.statusCode).toBe(200);
    expect(mealPlanSchema.parse(res.json())).toEqual({
      id: plan.id,
      familyId: w.familyA.id,
      recipeId: w.recipes.stewA.id,
      date: '2030-01-09T12:00:00',
      mealType: 'Lunch',
      plannedServings: 7,
      isPlaceholder: false,
      placeholderData: null,
      recipe: expect.objectContaining({ id: w.recipes.stewA.id, title: 'Beef Stew' }),
      createdAt: plan.createdAt.toISOString(),
      cookedAt: null,
    });
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: plan.id,
      date: '2030-01-09 12:00:00',
      mealType: 'Lunch',
      plannedServings: 7,
      createdBy: plan.createdBy,
    });
  });

  it('takes the day alone, the meal alone, or both with new servings', async () => {
    const plan = await planStew();
    const dayOnly = await patch(plan.id, { date: '2030-01-10' }, 'adminA');
    expect(dayOnly.statusCode).toBe(200);
    expect(dayOnly.json()).toMatchObject({
      date: '2030-01-10T12:00:00',
      mealType: 'Dinner',
      plannedServings: 7,
    });
    const mealOnly = await patch(plan.id, { mealType: 'Breakfast' }, 'adminA');
    expect(mealOnly.json()).toMatchObject({
      date: '2030-01-10T12:00:00',
      mealType: 'Breakfast',
      plannedServings: 7,
    });
    const all = await patch(
      plan.id,
      { date: '2030-01-11', mealType: 'Snack', plannedServings: 3 },
      'adminA',
    );
    expect(all.json()).toMatchObject({
      date: '2030-01-11T12:00:00',
      mealType: 'Snack',
      plannedServings: 3,
    });
    expect(await rows()).toEqual([
      expect.objectContaining({
        id: plan.id,
        date: '2030-01-11 12:00:00',
        mealType: 'Snack',
        plannedServings: 3,
      }),
    ]);
  });

  it('moves a placeholder with its data', async () => {
    const placeholder = await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: '2030-01-07',
      mealType: 'Lunch',
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 2 },
      plannedServings: 2,
    });
    const res = await patch(placeholder.id, { date: '2030-01-08', mealType: 'Dinner' }, 'memberA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: placeholder.id,
      date: '2030-01-08T12:00:00',
      mealType: 'Dinner',
      plannedServings: 2,
      isPlaceholder: true,
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 2 },
      recipe: null,
    });
  });

  it('two moves of the same entry at once leave one entry, at one of the two places', async () => {
    const plan = await planStew();
    const [first, second] = await Promise.all([
      patch(plan.id, { date: '2030-01-08', mealType: 'Lunch' }, 'memberA'),
      patch(plan.id, { date: '2030-01-09', mealType: 'Snack' }, 'adminA'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(plan.id);
    expect([
      ['2030-01-08 12:00:00', 'Lunch'],
      ['2030-01-09 12:00:00', 'Snack'],
    ]).toContainEqual([after[0]!.date, after[0]!.mealType]);
    expect(after[0]!.plannedServings).toBe(7);
  });

  it('needs a session', async () => {
    const plan = await planStew();
    const res = await patch(plan.id, { date: '2030-01-09', mealType: 'Lunch' });
    expect(res.statusCode).toBe(401);
    expect((await rows())[0]).toMatchObject({ date: '2030-01-07 12:00:00', mealType: 'Dinner' });
  });

  it("answers 404 for another family's entry or a missing one, and moves nothing", async () => {
    const plan = await planStew();
    const bPlan = await planStew(w.familyB.id);
    const before = await rows();
    for (const [id, who] of [
      [plan.id, 'memberB'],
      [bPlan.id, 'memberA'],
      [plan.id, 'outsider'],
      [999999, 'memberA'],
    ] as const) {
      const res = await patch(id, { date: '2030-01-09', mealType: 'Lunch' }, who);
      expect(res.statusCode, `${id} ${who}`).toBe(404);
      expect(res.json(), `${id} ${who}`).toMatchObject({ message: 'Meal plan not found' });
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses an empty body, a bad day or meal type, and moves nothing', async () => {
    const plan = await planStew();
    const cases: [unknown, string][] = [
      [{}, 'at least one of date, mealType and plannedServings'],
      [{ userId: 3 }, 'at least one of date, mealType and plannedServings'],
      [{ date: '2030-02-30' }, 'No such calendar day'],
      [{ date: '09/01/2030', mealType: 'Lunch' }, "Expected a day as 'YYYY-MM-DD'"],
      [{ date: '2101-01-01' }, 'Dates must be between 2000-01-01 and 2100-12-31'],
      [{ date: null }, 'date'],
      [{ date: 20300109 }, 'date'],
      [{ mealType: 'Brunch' }, 'mealType'],
      [{ mealType: 'dinner', date: '2030-01-09' }, 'mealType'],
      [{ date: '2030-01-09', plannedServings: 0 }, 'Planned servings must be a whole number'],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(plan.id, payload, 'memberA');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(payload)).toContain(message);
    }
    expect(await rows()).toEqual([
      expect.objectContaining({
        date: '2030-01-07 12:00:00',
        mealType: 'Dinner',
        plannedServings: 7,
      }),
    ]);
  });
});
