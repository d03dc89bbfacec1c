import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { buildRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import {
  createMealPlan,
  createStagedRecipe,
  planningSnapshot,
} from '#server/test-support/meal-plan-factories';

/**
 * Family A's plan and staging area, attacked through every planning route by a member of
 * family B, by a signed-in user with no family and by an anonymous caller. Each request is
 * refused and the planning tables stay exactly as they were.
 */
describe('planning routes keep families apart', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  type Attack = {
    name: string;
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  };
  /** Every planning route, aimed at family A. */
  let onFamilyA: Attack[];
  /** The attacker's own family, with family A's private recipe in the body. */
  let withForeignRecipe: Attack[];
  const everyAttack = () => [...onFamilyA, ...withForeignRecipe];

  beforeAll(async () => {
    w = await buildRecipeWorld(ctx.db);
    const a = w.familyA.id;
    const plan = await createMealPlan(ctx.db, {
      familyId: a,
      day: '2030-01-07',
      recipeId: w.recipes.stewA.id,
    });
    await createMealPlan(ctx.db, { familyId: a, day: '2030-01-08', mealType: 'Lunch' });
    const staged = await createStagedRecipe(ctx.db, {
      familyId: a,
      userId: w.users.memberA.id,
      recipeId: w.recipes.stewA.id,
    });
    await createStagedRecipe(ctx.db, { familyId: a, userId: w.users.adminA.id });
    // Family B's own rows, so "nothing changed" also covers the attacker's family.
    await createMealPlan(ctx.db, {
      familyId: w.familyB.id,
      day: '2030-01-07',
      recipeId: w.recipes.riceB.id,
    });
    await createStagedRecipe(ctx.db, {
      familyId: w.familyB.id,
      userId: w.users.memberB.id,
      recipeId: w.recipes.riceB.id,
    });

    const week = 'startDate=2030-01-06&endDate=2030-01-12';
    const planBody = { date: '2030-01-09', mealType: 'Dinner', plannedServings: 4 };
    const placeholder = { isPlaceholder: true, placeholderData: { title: 'Pizza night' } };
    onFamilyA = [
      { name: 'list plans', method: 'GET', url: `/api/families/${a}/meal-plans?${week}` },
      {
        name: 'plan a recipe',
        method: 'POST',
        url: '/api/meal-plans',
        payload: { ...planBody, familyId: a, recipeId: w.recipes.publicPie.id },
      },
      {
        name: 'plan a placeholder',
        method: 'POST',
        url: '/api/meal-plans',
        payload: { ...planBody, familyId: a, ...placeholder },
      },
      {
        name: 'change servings',
        method: 'PATCH',
        url: `/api/meal-plans/${plan.id}`,
        payload: { plannedServings: 9 },
      },
      {
        name: 'move a plan',
        method: 'PATCH',
        url: `/api/meal-plans/${plan.id}`,
        payload: { date: '2030-01-10', mealType: 'Lunch' },
      },
      { name: 'remove a plan', method: 'DELETE', url: `/api/meal-plans/${plan.id}` },
      { name: 'clear the week', method: 'DELETE', url: `/api/families/${a}/meal-plans?${week}` },
      { name: 'list staging', method: 'GET', url: `/api/families/${a}/staged-recipes` },
      {
        name: 'stage a recipe',
        method: 'POST',
        url: '/api/staged-recipes',
        payload: { familyId: a, recipeId: w.recipes.publicPie.id },
      },
      {
        name: 'stage a placeholder',
        method: 'POST',
        url: '/api/staged-recipes',
        payload: { familyId: a, ...placeholder },
      },
      {
        name: 'change batches',
        method: 'PATCH',
        url: `/api/staged-recipes/${staged.id}`,
        payload: { batchCount: 4 },
      },
      { name: 'unstage', method: 'DELETE', url: `/api/staged-recipes/${staged.id}` },
      { name: 'clear staging', method: 'DELETE', url: `/api/families/${a}/staged-recipes` },
    ];
    withForeignRecipe = [
      {
        name: "plan A's recipe for B",
        method: 'POST',
        url: '/api/meal-plans',
        payload: { ...planBody, familyId: w.familyB.id, recipeId: w.recipes.stewA.id },
      },
      {
        name: "stage A's recipe for B",
        method: 'POST',
        url: '/api/staged-recipes',
        payload: { familyId: w.familyB.id, recipeId: w.recipes.stewA.id },
      },
    ];
  });

  const attempt = (attack: Attack, who?: Who) =>
    injectAs(ctx.app, who).send(attack.method, attack.url, attack.payload);

  it('answers 404 to a member of family B on every route, and nothing changes', async () => {
    const before = await planningSnapshot(ctx.db);
    for (const attack of everyAttack()) {
      const res = await attempt(attack, w.cookies.memberB);
      expect(res.statusCode, attack.name).toBe(404);
      expect(res.body, attack.name).not.toContain('Beef Stew');
    }
    expect(await planningSnapshot(ctx.db)).toEqual(before);
  });

  it('answers 404 to a signed-in user without a family (super admins included)', async () => {
    const before = await planningSnapshot(ctx.db);
    for (const attack of onFamilyA) {
      expect((await attempt(attack, w.cookies.outsider)).statusCode, attack.name).toBe(404);
    }
    // A super admin who belongs to family A only has no say over family B's planning.
    const bPlans = `/api/families/${w.familyB.id}/meal-plans?startDate=2030-01-06&endDate=2030-01-12`;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await injectAs(ctx.app, w.cookies.superAdmin).send(method, bPlans);
      expect(res.statusCode).toBe(404);
    }
    expect(await planningSnapshot(ctx.db)).toEqual(before);
  });

  it('answers 401 to an anonymous caller on every route', async () => {
    const before = await planningSnapshot(ctx.db);
    for (const attack of everyAttack()) {
      expect((await attempt(attack)).statusCode, attack.name).toBe(401);
    }
    expect(await planningSnapshot(ctx.db)).toEqual(before);
  });

  it('still lets family A do all of it (the refusals are about the caller)', async () => {
    for (const attack of onFamilyA) {
      const res = await attempt(attack, w.cookies.memberA);
      expect(res.statusCode, attack.name).toBeLessThan(300);
    }
  });
});
