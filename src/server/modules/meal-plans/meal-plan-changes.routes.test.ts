import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { useRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { mealPlans } from '#server/db/schema';
import { mealPlanSchema } from '#shared/meal-plans/meal-plans.schemas';

describe('changing meal plans', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx, mealPlans);
  type Who = keyof RecipeWorld['cookies'];

  const send = (method: 'PATCH' | 'DELETE', url: string, who?: Who, payload?: object) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).send(method, url, payload);
  const rows = () => ctx.db.select().from(mealPlans).orderBy(asc(mealPlans.id));
  const planStew = (day = '2030-01-07', familyId = w.familyA.id) =>
    createMealPlan(ctx.db, { familyId, day, recipeId: w.recipes.stewA.id });

  describe('PATCH /api/meal-plans/{id}', () => {
    it('needs a session', async () => {
      const plan = await planStew();
      const res = await send('PATCH', `/api/meal-plans/${plan.id}`, undefined, {
        plannedServings: 6,
      });
      expect(res.statusCode).toBe(401);
      expect((await rows())[0]!.plannedServings).toBe(4);
    });

    it('changes the planned servings, for any member of the family', async () => {
      const plan = await planStew();
      const res = await send('PATCH', `/api/meal-plans/${plan.id}`, 'adminA', {
        plannedServings: 12,
      });
      expect(res.statusCode).toBe(200);
      expect(mealPlanSchema.parse(res.json())).toMatchObject({
        id: plan.id,
        plannedServings: 12,
        date: '2030-01-07T12:00:00',
        recipe: { title: 'Beef Stew' },
      });
      expect((await rows())[0]).toMatchObject({ plannedServings: 12, date: '2030-01-07 12:00:00' });
    });

    it('refuses servings out of 1 to 100', async () => {
      const plan = await planStew();
      for (const plannedServings of [0, -2, 101, 1.5, '6', null]) {
        const res = await send('PATCH', `/api/meal-plans/${plan.id}`, 'memberA', {
          plannedServings,
        });
        expect(res.statusCode, String(plannedServings)).toBe(400);
      }
      const res = await send('PATCH', `/api/meal-plans/${plan.id}`, 'memberA', {
        plannedServings: 0,
      });
      expect(res.json<{ message: string }>().message).toContain(
        'Planned servings must be a whole number from 1 to 100',
      );
      expect((await rows())[0]!.plannedServings).toBe(4);
    });

    it("answers 404 'Meal plan not found' for a missing or temporary id", async () => {
      const missing = await send('PATCH', '/api/meal-plans/999999', 'memberA', {
        plannedServings: 2,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Meal plan not found' });
      const temp = await send('PATCH', '/api/meal-plans/temp-123', 'memberA', {
        plannedServings: 2,
      });
      expect(temp.statusCode).toBe(400);
    });
  });

  describe('DELETE /api/meal-plans/{id}', () => {
    it('needs a session', async () => {
      const plan = await planStew();
      expect((await send('DELETE', `/api/meal-plans/${plan.id}`)).statusCode).toBe(401);
      expect(await rows()).toHaveLength(1);
    });

    it('removes the entry (204), then answers 404', async () => {
      const plan = await planStew();
      const other = await planStew('2030-01-08');
      const res = await send('DELETE', `/api/meal-plans/${plan.id}`, 'memberA');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await rows()).map((r) => r.id)).toEqual([other.id]);
      const again = await send('DELETE', `/api/meal-plans/${plan.id}`, 'memberA');
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: 'Meal plan not found' });
    });
  });

  describe('DELETE /api/families/{familyId}/meal-plans (clear week)', () => {
    const clear = (query: string, who?: Who) =>
      send('DELETE', `/api/families/${w.familyA.id}/meal-plans?${query}`, who);
    const week = 'startDate=2030-01-06&endDate=2030-01-12';

    it('needs a session', async () => {
      await planStew();
      expect((await clear(week)).statusCode).toBe(401);
      expect(await rows()).toHaveLength(1);
    });

    it("removes the family's entries of those days, both ends included, and says how many", async () => {
      // A placeholder on the first day goes too.
      await createMealPlan(ctx.db, { familyId: w.familyA.id, day: '2030-01-06' });
      await planStew('2030-01-09');
      await planStew('2030-01-12');
      const before = await planStew('2030-01-05');
      const after = await planStew('2030-01-13');
      const familyB = await planStew('2030-01-09', w.familyB.id);
      const res = await clear(week, 'memberA');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: 3 });
      expect((await rows()).map((r) => r.id)).toEqual([before.id, after.id, familyB.id]);
      expect((await clear(week, 'memberA')).json()).toEqual({ deleted: 0 });
    });

    it('refuses a bad range and deletes nothing', async () => {
      await planStew();
      for (const query of [
        'startDate=2030-01-06',
        'startDate=2030-01-12&endDate=2030-01-06',
        'startDate=2030-01-06&endDate=2030-02-31',
        'startDate=2029-01-01&endDate=2031-01-01',
      ]) {
        expect((await clear(query, 'memberA')).statusCode, query).toBe(400);
      }
      expect(await rows()).toHaveLength(1);
    });
  });
});
