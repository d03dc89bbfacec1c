import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createCategory } from '#server/test-support/factories';
import type { RecipeWorld } from '#server/test-support/recipe-factories';
import { buildShoppingWorld, requestGeneration } from '#server/test-support/shopping-factories';
import { createMealPlan, createStagedRecipe } from '#server/test-support/meal-plan-factories';
import { ifMatch, recipeBody, unitIdOf } from '#server/test-support/recipe-write-factories';
import type { RecipeWriteResult } from '#shared/recipes/recipe-write.schemas';
import type { RecipeBrief, RecipeDetail } from '#shared/recipes/recipes.schemas';
import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

const WEEK = '2030-01-06';

/**
 * A saved recipe shows at once everywhere it appears: the family list (served from a cache
 * keyed by the data versions the database triggers move), the dialog, the meal plan, the
 * staged items, and the shopping list's out-of-date mark.
 */
describe('what follows a recipe write at once', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  let pancakes: { id: number };
  let breakfast: number;

  beforeAll(async () => {
    ({ w, pancakes } = await buildShoppingWorld(ctx.db));
    breakfast = (await createCategory(ctx.db, w.books.a.id, 'Breakfast')).id;
  });

  const asMember = () => injectAs(ctx.app, w.cookies.memberA);
  const familyList = async (etag?: string) => {
    const res = await asMember().get(
      `/api/families/${w.familyA.id}/recipes`,
      etag ? { 'if-none-match': etag } : {},
    );
    return res;
  };
  const listed = (list: RecipeBrief[], id: number) => list.find((r) => r.id === id);
  const searchTextOf = async (id: number) => {
    const res = await asMember().get(`/api/families/${w.familyA.id}/recipes/search-index`);
    return new Map(res.json<[number, string][]>()).get(id);
  };

  it('an edit shows in the list, the dialog, the plan and staging, and outdates the shopping list', async () => {
    const plan = await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: WEEK,
      recipeId: pancakes.id,
    });
    await createStagedRecipe(ctx.db, {
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
      recipeId: pancakes.id,
    });
    const generated = await requestGeneration(ctx.app, w.cookies.memberA, {
      familyId: w.familyA.id,
      weekStartDate: WEEK,
    });
    expect(generated.statusCode).toBe(201);
    const weekly = async () => {
      const res = await asMember().get(
        `/api/families/${w.familyA.id}/weekly-shopping-list?weekStartDate=${WEEK}`,
      );
      return res.json<WeeklyShoppingList>();
    };
    expect((await weekly()).isOutOfDate).toBe(false);

    // Warm the list cache and remember its ETag, as a browser would.
    const before = await familyList();
    expect(before.statusCode).toBe(200);
    const etag = before.headers.etag as string;
    expect((await familyList(etag)).statusCode).toBe(304);
    const detail = await asMember().get(`/api/recipes/${pancakes.id}?familyId=${w.familyA.id}`);
    const loaded = detail.json<RecipeDetail>().updatedAt;

    const cup = await unitIdOf(ctx.db, 'cup');
    const saved = await injectAs(ctx.app, w.cookies.editorA).patch(
      `/api/recipes/${pancakes.id}`,
      recipeBody(
        { cookbookId: w.books.a.id, categoryId: breakfast },
        { title: 'Buttermilk Pancakes', servings: 4 },
        {
          ingredients: [
            { quantity: '2', unitId: cup, text: 'buttermilk' },
            { quantity: '2', unitId: null, text: 'large eggs' },
          ],
        },
      ),
      ifMatch(loaded),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await familyList(etag);
    expect(after.statusCode).toBe(200);
    expect(listed(after.json<RecipeBrief[]>(), pancakes.id)).toMatchObject({
      title: 'Buttermilk Pancakes',
      category: { id: breakfast, name: 'Breakfast' },
    });
    expect(await searchTextOf(pancakes.id)).toBe('buttermilk\nlarge eggs');

    const dialog = await asMember().get(`/api/recipes/${pancakes.id}?familyId=${w.familyA.id}`);
    expect(dialog.json<RecipeDetail>()).toMatchObject({
      title: 'Buttermilk Pancakes',
      updatedAt: saved.json<RecipeWriteResult>().updatedAt,
    });

    const plans = await asMember().get(
      `/api/families/${w.familyA.id}/meal-plans?startDate=${WEEK}&endDate=2030-01-12`,
    );
    expect(plans.json<MealPlan[]>().find((p) => p.id === plan.id)?.recipe).toMatchObject({
      title: 'Buttermilk Pancakes',
      category: { id: breakfast, name: 'Breakfast' },
    });
    const staged = await asMember().get(`/api/families/${w.familyA.id}/staged-recipes`);
    expect(staged.json<StagedRecipe[]>().map((s) => s.recipe?.title)).toContain(
      'Buttermilk Pancakes',
    );

    expect((await weekly()).isOutOfDate).toBe(true);
  });

  it('a new recipe shows in the family list at once', async () => {
    const etag = (await familyList()).headers.etag as string;
    const created = await injectAs(ctx.app, w.cookies.editorA).post(
      '/api/recipes',
      recipeBody({ cookbookId: w.books.a.id, categoryId: breakfast }, { title: 'Fresh Waffles' }),
    );
    expect(created.statusCode).toBe(201);
    const after = await familyList(etag);
    expect(after.statusCode).toBe(200);
    const id = created.json<RecipeWriteResult>().id;
    expect(listed(after.json<RecipeBrief[]>(), id)).toMatchObject({ title: 'Fresh Waffles' });
    expect(await searchTextOf(id)).toBe('red lentils\nsalt to taste');
  });
});
