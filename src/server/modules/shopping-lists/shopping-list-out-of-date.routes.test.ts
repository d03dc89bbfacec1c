import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createRecipe, type RecipeWorld } from '#server/test-support/recipe-factories';
import {
  buildShoppingWorld,
  clearListsAndPlans,
  requestGeneration,
} from '#server/test-support/shopping-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { ingredients, mealPlans, recipes, units } from '#server/db/schema';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

const WEEK = '2030-01-06';

/**
 * A generated list is current exactly while what it was built from is unchanged: the week's
 * meals, which recipe each one is, its planned servings, and the recipe's title, servings
 * and ingredients (with their unit names).
 */
describe('the shopping list notices a changed recipe', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  let pancakes: { id: number };
  let stew: { id: number };

  beforeAll(async () => {
    ({ w, pancakes, stew } = await buildShoppingWorld(ctx.db));
  });
  beforeEach(() => clearListsAndPlans(ctx.db));

  const weekly = async () => {
    const res = await injectAs(ctx.app, w.cookies.memberA).get(
      `/api/families/${w.familyA.id}/weekly-shopping-list?weekStartDate=${WEEK}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json<WeeklyShoppingList>();
  };
  const generate = async () => {
    const res = await requestGeneration(ctx.app, w.cookies.memberA, {
      familyId: w.familyA.id,
      weekStartDate: WEEK,
      forceRegenerate: true,
    });
    expect(res.statusCode).toBeLessThan(300);
    return res.json<WeeklyShoppingList>();
  };
  /** Plans pancakes and stew in family A's week and generates the list. */
  const planAndGenerate = async () => {
    const meals = [
      await createMealPlan(ctx.db, { familyId: w.familyA.id, day: WEEK, recipeId: pancakes.id }),
      await createMealPlan(ctx.db, {
        familyId: w.familyA.id,
        day: '2030-01-08',
        recipeId: stew.id,
      }),
    ];
    const generated = await generate();
    expect((await weekly()).isOutOfDate).toBe(false);
    return { meals, generated };
  };
  const milkOf = async (recipeId: number) => {
    const [row] = await ctx.db
      .select()
      .from(ingredients)
      .where(and(eq(ingredients.recipeId, recipeId), eq(ingredients.text, 'milk')));
    return row!;
  };

  it('stays current while nothing it was built from changes', async () => {
    const { generated } = await planAndGenerate();
    // Other recipes, other families and other weeks may change.
    const other = await createRecipe(ctx.db, { cookbookId: w.books.a.id, ingredients: [] });
    await ctx.db.update(recipes).set({ title: 'Another' }).where(eq(recipes.id, other.id));
    await createMealPlan(ctx.db, {
      familyId: w.familyB.id,
      day: WEEK,
      recipeId: w.recipes.riceB.id,
    });
    await createMealPlan(ctx.db, { familyId: w.familyA.id, day: '2030-01-13', recipeId: stew.id });
    const again = await weekly();
    expect(again.isOutOfDate).toBe(false);
    expect(again.currentMealPlanHash).toBe(generated.currentMealPlanHash);
  });

  it("is out of date once a planned recipe's ingredient is edited, current again after regenerating", async () => {
    await planAndGenerate();
    const milk = await milkOf(pancakes.id);
    await ctx.db.update(ingredients).set({ text: 'oat milk' }).where(eq(ingredients.id, milk.id));
    const stale = await weekly();
    expect(stale.isOutOfDate).toBe(true);
    expect(stale.shoppingList?.items.map((i) => i.name)).toContain('milk');

    const regenerated = await generate();
    expect(regenerated.shoppingList?.items.map((i) => i.name)).toContain('oat milk');
    expect((await weekly()).isOutOfDate).toBe(false);
  });

  it('is out of date once a planned recipe gains or loses an ingredient, or its amount changes', async () => {
    const edits = [
      () => ctx.db.insert(ingredients).values({ recipeId: stew.id, position: 9, text: 'bay leaf' }),
      () =>
        ctx.db
          .delete(ingredients)
          .where(and(eq(ingredients.recipeId, stew.id), eq(ingredients.position, 9))),
      async () => {
        const milk = await milkOf(stew.id);
        await ctx.db
          .update(ingredients)
          .set({ quantity: '500' })
          .where(eq(ingredients.id, milk.id));
      },
      async () => {
        const milk = await milkOf(stew.id);
        const [cup] = await ctx.db.select().from(units).where(eq(units.name, 'cup'));
        await ctx.db
          .update(ingredients)
          .set({ unitId: cup!.id })
          .where(eq(ingredients.id, milk.id));
      },
    ];
    for (const edit of edits) {
      await clearListsAndPlans(ctx.db);
      await planAndGenerate();
      await edit();
      expect((await weekly()).isOutOfDate, String(edit)).toBe(true);
    }
  });

  it("is out of date once a planned recipe's servings or title change", async () => {
    for (const change of [{ servings: 8 }, { title: 'Beef Stew, Slow' }]) {
      await clearListsAndPlans(ctx.db);
      await planAndGenerate();
      await ctx.db.update(recipes).set(change).where(eq(recipes.id, stew.id));
      expect((await weekly()).isOutOfDate, JSON.stringify(change)).toBe(true);
    }
  });

  it('is out of date once a meal is switched to another recipe', async () => {
    const { meals } = await planAndGenerate();
    await ctx.db.update(mealPlans).set({ recipeId: stew.id }).where(eq(mealPlans.id, meals[0]!.id));
    expect((await weekly()).isOutOfDate).toBe(true);
  });

  it('is out of date once a planned recipe is deleted (its meal became a placeholder)', async () => {
    const doomed = await createRecipe(ctx.db, {
      cookbookId: w.books.a.id,
      title: 'Doomed Pie',
      ingredients: [['2', null, 'apples']],
    });
    await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: '2030-01-09',
      recipeId: doomed.id,
    });
    await planAndGenerate();
    const res = await injectAs(ctx.app, w.cookies.editorA).delete(`/api/recipes/${doomed.id}`);
    expect(res.statusCode).toBe(204);
    const stale = await weekly();
    expect(stale.plannedMeals.find((m) => m.title === 'Doomed Pie')).toMatchObject({
      isPlaceholder: true,
      recipeId: null,
    });
    expect(stale.isOutOfDate).toBe(true);
    // The list still holds what was bought for it, until it is regenerated.
    expect(stale.shoppingList?.items.map((i) => i.recipeNames)).toContain('Doomed Pie');
  });
});
