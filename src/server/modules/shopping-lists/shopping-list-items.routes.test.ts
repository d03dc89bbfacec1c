import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  buildRecipeWorld,
  createRecipe,
  type RecipeWorld,
} from '#server/test-support/recipe-factories';
import {
  findItems,
  requestGeneration,
  shoppingSnapshot,
} from '#server/test-support/shopping-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { mealPlans, shoppingLists } from '#server/db/schema';
import type { ShoppingList, WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

const WEEK = { start: '2030-01-06' };

describe('shopping list items and family isolation', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  let listA: ShoppingList;
  let listB: ShoppingList;
  type Who = keyof RecipeWorld['cookies'];

  beforeAll(async () => {
    w = await buildRecipeWorld(ctx.db);
  });
  beforeEach(async () => {
    await ctx.db.delete(shoppingLists);
    await ctx.db.delete(mealPlans);
    const tacos = await createRecipe(ctx.db, {
      cookbookId: w.books.a.id,
      title: 'Tacos',
      servings: 4,
      ingredients: [
        ['1', 'pound', 'ground beef'],
        ['8', null, 'corn tortillas'],
        ['1', 'cup', 'shredded cheddar cheese'],
        ['2', null, 'tomatoes, diced'],
      ],
    });
    await createMealPlan(ctx.db, { familyId: w.familyA.id, day: WEEK.start, recipeId: tacos.id });
    await createMealPlan(ctx.db, {
      familyId: w.familyB.id,
      day: WEEK.start,
      recipeId: w.recipes.riceB.id,
    });
    listA = (await generate(w.familyA.id, 'memberA')).json<WeeklyShoppingList>().shoppingList!;
    listB = (await generate(w.familyB.id, 'memberB')).json<WeeklyShoppingList>().shoppingList!;
  });

  const generate = (familyId: number, who: Who, forceRegenerate = false) =>
    requestGeneration(ctx.app, w.cookies[who], {
      familyId,
      weekStartDate: WEEK.start,
      forceRegenerate,
    });
  const check = (id: number, payload: object, who: Who | null) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).patch(`/api/shopping-list-items/${id}`, payload);
  const checkedIds = async (list: ShoppingList) =>
    (await findItems(ctx.db, list.id)).filter((item) => item.checked).map((item) => item.id);

  describe('PATCH /api/shopping-list-items/:id', () => {
    it('checks and unchecks that one item and answers it', async () => {
      const [first, second] = listA.items;
      const res = await check(first!.id, { checked: true }, 'memberA');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...first, checked: true, version: first!.version + 1 });
      expect(await checkedIds(listA)).toEqual([first!.id]);
      expect((await check(second!.id, { checked: true }, 'adminA')).statusCode).toBe(200);
      expect((await check(first!.id, { checked: false }, 'adminA')).json()).toMatchObject({
        checked: false,
      });
      expect(await checkedIds(listA)).toEqual([second!.id]);
    });

    it('loses nothing when two members check different items at the same time', async () => {
      const [first, second, third] = listA.items;
      const results = await Promise.all([
        check(first!.id, { checked: true }, 'memberA'),
        check(second!.id, { checked: true }, 'adminA'),
        check(third!.id, { checked: true }, 'superAdmin'),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect((await checkedIds(listA)).sort()).toEqual([first!.id, second!.id, third!.id].sort());
    });

    it('refuses bad bodies and unknown items', async () => {
      const item = listA.items[0]!;
      for (const payload of [
        {},
        { checked: 'yes' },
        { checked: true, name: 'x' },
        { checked: true, version: 0 },
        { checked: true, version: 1.5 },
      ]) {
        expect((await check(item.id, payload, 'memberA')).statusCode, JSON.stringify(payload)).toBe(
          400,
        );
      }
      expect((await check(999999, { checked: true }, 'memberA')).statusCode).toBe(404);
      expect((await check(item.id, { checked: true }, null)).statusCode).toBe(401);
      expect(await checkedIds(listA)).toEqual([]);
    });
  });

  it("keeps family B out of family A's lists and items, changing nothing (404)", async () => {
    const before = await shoppingSnapshot(ctx.db);
    const a = w.familyA.id;
    const asB = injectAs(ctx.app, w.cookies.memberB);
    const responses = [
      await asB.get(`/api/families/${a}/shopping-lists`),
      await asB.get(`/api/families/${a}/weekly-shopping-list?weekStartDate=${WEEK.start}`),
      await generate(a, 'memberB'),
      await generate(a, 'memberB', true),
      await check(listA.items[0]!.id, { checked: true }, 'memberB'),
      // Signed in without any family; and a super admin outside family B.
      await generate(a, 'outsider', true),
      await check(listA.items[1]!.id, { checked: true }, 'outsider'),
      await generate(w.familyB.id, 'superAdmin', true),
      await check(listB.items[0]!.id, { checked: true }, 'superAdmin'),
      await injectAs(ctx.app, w.cookies.superAdmin).get(
        `/api/families/${w.familyB.id}/shopping-lists`,
      ),
    ];
    for (const [index, res] of responses.entries()) {
      expect(res.statusCode, `request ${index}`).toBe(404);
      expect(res.body).not.toContain('Tacos');
    }
    expect(await shoppingSnapshot(ctx.db)).toEqual(before);
  });
});
