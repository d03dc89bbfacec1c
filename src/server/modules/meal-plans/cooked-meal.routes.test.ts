import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mealPlans, pantryItems } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import {
  buildListPantryWorld,
  clearListsPlansAndPantry,
  listPantryCalls,
  type ListPantryWorld,
} from '#server/test-support/list-pantry-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { pantryLines, pantrySnapshot } from '#server/test-support/pantry-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { CookedMeal } from '#shared/meal-plans/cooked-meal.schemas';

/**
 * POST and DELETE /api/meal-plans/:id/cooked (product rule: cooked-deduction): cooking takes
 * the recipe's scaled amounts from the pantry once, like with like, never below zero, staples
 * untouched; Undo puts back exactly that. Another family's meal is a 404 that changes nothing.
 */
describe('cooking uses up the pantry', () => {
  const ctx = useTestApp();
  let w: ListPantryWorld;
  const parent = () => listPantryCalls(ctx.app, w.memberA, w.familyA.id);
  const mark = (who: Who, id: number) =>
    injectAs(ctx.app, who).post(`/api/meal-plans/${id}/cooked`);
  const undo = (who: Who, id: number) =>
    injectAs(ctx.app, who).delete(`/api/meal-plans/${id}/cooked`);
  const familyPantry = () => pantryLines(ctx.db, w.familyA.id);
  const cookedState = async (id: number) =>
    (await ctx.db.select().from(mealPlans).where(eq(mealPlans.id, id)))[0]!;

  beforeAll(async () => {
    w = await buildListPantryWorld(ctx.db, ctx.app);
  });
  beforeEach(async () => {
    await clearListsPlansAndPantry(ctx.db);
    for (const line of ['1 kg rice', '6 eggs', '1 l milk', '2 onions', 'butter']) {
      await parent().addToPantry(line);
    }
    await parent().addToPantry({ name: 'salt', quantity: 500, unit: 'g', isStaple: true });
  });

  /** The risotto (for 4, as written) planned for `servings`. */
  const risottoFor = (servings: number) =>
    createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      recipeId: w.risotto.id,
      plannedServings: servings,
    });

  it('takes the scaled amounts, like with like, never below zero, staples untouched', async () => {
    const meal = await risottoFor(4);
    const res = await mark(w.memberA, meal.id);
    expect(res.statusCode).toBe(200);
    const cooked = res.json<CookedMeal>();
    expect(cooked.mealPlan.cookedAt).not.toBeNull();
    expect(cooked.pantryChanges.map((c) => [c.name, c.quantity, c.unit])).toEqual([
      ['rice', 0.75, 'kg'],
      ['milk', 0.473176, 'l'],
      ['eggs', 3, null],
      // 4 onions needed, 2 at home: both taken, none below zero.
      ['onions', 2, null],
    ]);
    expect(await familyPantry()).toEqual([
      'water (staple)',
      '0.25 kg rice',
      '3 eggs',
      '0.526824 l milk',
      '0 onions',
      // "Have some" of unknown amount and staples are left as they are.
      'butter',
      '500 g salt (staple)',
    ]);
  });

  it('scales to the planned servings', async () => {
    const meal = await risottoFor(2);
    await mark(w.memberA, meal.id);
    expect((await familyPantry()).slice(1, 3)).toEqual(['0.625 kg rice', '4.5 eggs']);
  });

  it('Undo puts back exactly what was taken, once', async () => {
    const meal = await risottoFor(4);
    const before = await familyPantry();
    await mark(w.memberA, meal.id);
    const res = await undo(w.partnerA, meal.id);
    expect(res.statusCode).toBe(200);
    const undone = res.json<CookedMeal>();
    expect(undone.mealPlan.cookedAt).toBeNull();
    expect(undone.pantryChanges.map((c) => c.name)).toEqual(['rice', 'milk', 'eggs', 'onions']);
    expect(await familyPantry()).toEqual(before);
    expect(await cookedState(meal.id)).toMatchObject({ cookedAt: null, cookedDeductions: null });
    // A second Undo has nothing to put back.
    expect((await undo(w.memberA, meal.id)).json<CookedMeal>().pantryChanges).toEqual([]);
    expect(await familyPantry()).toEqual(before);
  });

  it("Undo converts into an item's unit changed since, and skips an item removed since", async () => {
    const meal = await risottoFor(4);
    const cooked = (await mark(w.memberA, meal.id)).json<CookedMeal>();
    const rice = cooked.pantryChanges.find((c) => c.name === 'rice')!.item!;
    const eggs = cooked.pantryChanges.find((c) => c.name === 'eggs')!.item!;
    const as = injectAs(ctx.app, w.memberA);
    expect(
      (await as.patch(`/api/pantry-items/${rice.id}`, { quantity: 250, unit: 'g' })).statusCode,
    ).toBe(200);
    expect((await as.delete(`/api/pantry-items/${eggs.id}`)).statusCode).toBe(204);
    const undone = (await undo(w.memberA, meal.id)).json<CookedMeal>();
    expect(undone.pantryChanges.map((c) => [c.name, c.quantity, c.unit])).toEqual([
      ['rice', 750, 'g'],
      ['milk', 0.473176, 'l'],
      ['onions', 2, null],
    ]);
    expect((await familyPantry()).slice(1, 2)).toEqual(['1000 g rice']);
  });

  it('takes once however often and however many at once it is asked', async () => {
    const meal = await risottoFor(4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => mark(i % 2 ? w.partnerA : w.memberA, meal.id)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    // Every answer says what the one mark took.
    for (const res of answers) {
      expect(res.json<CookedMeal>().pantryChanges.map((c) => c.quantity)).toEqual([
        0.75, 0.473176, 3, 2,
      ]);
    }
    expect((await familyPantry()).slice(1, 3)).toEqual(['0.25 kg rice', '3 eggs']);
  });

  it('a placeholder is marked cooked and takes nothing', async () => {
    const meal = await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      placeholderData: { title: 'Leftovers' },
    });
    const before = await familyPantry();
    const cooked = (await mark(w.memberA, meal.id)).json<CookedMeal>();
    expect(cooked.mealPlan.cookedAt).not.toBeNull();
    expect(cooked.pantryChanges).toEqual([]);
    expect(await familyPantry()).toEqual(before);
  });

  it("another family's meal is a 404 that changes nothing, marked or undone", async () => {
    const meal = await risottoFor(4);
    const pantry = await pantrySnapshot(ctx.db);
    for (const res of [await mark(w.stranger, meal.id), await undo(w.stranger, meal.id)]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await pantrySnapshot(ctx.db)).toEqual(pantry);
    expect((await cookedState(meal.id)).cookedAt).toBeNull();
    // And a mark of the family's own never reaches into another family's pantry.
    await mark(w.memberA, meal.id);
    const strangers = await ctx.db
      .select()
      .from(pantryItems)
      .where(eq(pantryItems.familyId, w.familyB.id));
    expect(strangers.map((row) => row.version)).toEqual([1]);
    expect((await mark(w.memberA, 2_000_000)).statusCode).toBe(404);
  });

  it('the planned meals say which are cooked', async () => {
    const meal = await risottoFor(4);
    await mark(w.memberA, meal.id);
    const res = await injectAs(ctx.app, w.partnerA).get(
      `/api/families/${w.familyA.id}/meal-plans?startDate=2030-01-06&endDate=2030-01-06`,
    );
    expect(res.json<Array<{ id: number; cookedAt: string | null }>>()).toEqual([
      expect.objectContaining({ id: meal.id, cookedAt: expect.any(String) }),
    ]);
  });
});
