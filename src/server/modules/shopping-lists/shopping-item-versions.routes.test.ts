import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { buildRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import {
  findItems,
  requestGeneration,
  shoppingSnapshot,
} from '#server/test-support/shopping-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { mealPlans, shoppingLists } from '#server/db/schema';
import {
  ITEM_CHANGED_MESSAGE,
  type ShoppingList,
  type WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';

const WEEK = '2030-01-06';

/**
 * A check carries the item's version (product rule: item-versions). A device that saw an older
 * version is answered 409 with the item as it is, so it can never bring back a mark someone else
 * changed; an item of a regenerated list is gone (404).
 */
describe('PATCH /api/shopping-list-items/:id with the version the client saw', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  let list: ShoppingList;

  beforeAll(async () => {
    w = await buildRecipeWorld(ctx.db);
  });
  beforeEach(async () => {
    await ctx.db.delete(shoppingLists);
    await ctx.db.delete(mealPlans);
    await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: WEEK,
      recipeId: w.recipes.stewA.id,
    });
    list = (await generate()).json<WeeklyShoppingList>().shoppingList!;
  });

  const generate = (forceRegenerate = false) =>
    requestGeneration(ctx.app, w.cookies.memberA, {
      familyId: w.familyA.id,
      weekStartDate: WEEK,
      forceRegenerate,
    });
  const check = (id: number, body: object, who: keyof RecipeWorld['cookies'] = 'memberA') =>
    injectAs(ctx.app, w.cookies[who]).patch(`/api/shopping-list-items/${id}`, body);
  const stored = async (id: number) => (await findItems(ctx.db, list.id)).find((i) => i.id === id);

  it('applies a write based on the current version and moves it', async () => {
    const item = list.items[0]!;
    expect(item.version).toBe(1);
    const res = await check(item.id, { checked: true, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, checked: true, version: 2 });
    expect(await stored(item.id)).toMatchObject({ checked: true, version: 2 });
  });

  it('never brings back a mark another device changed: 409 with the item as it is', async () => {
    const item = list.items[0]!;
    // The partner's phone ticks it; the parent's phone, still on version 1, unticks it.
    expect((await check(item.id, { checked: true, version: 1 }, 'adminA')).statusCode).toBe(200);
    const before = await shoppingSnapshot(ctx.db);
    const stale = await check(item.id, { checked: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'shopping_list_item_changed',
      message: ITEM_CHANGED_MESSAGE,
      item: { ...item, checked: true, version: 2 },
    });
    expect(await shoppingSnapshot(ctx.db)).toEqual(before);
  });

  it('lets exactly one of two writes based on the same version through', async () => {
    const item = list.items[0]!;
    const results = await Promise.all([
      check(item.id, { checked: true, version: 1 }, 'adminA'),
      check(item.id, { checked: true, version: 1 }, 'memberA'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(item.id)).toMatchObject({ checked: true, version: 2 });
  });

  it('answers 404 for an item of a list that was regenerated', async () => {
    const item = list.items[0]!;
    expect((await generate(true)).statusCode).toBe(200);
    const res = await check(item.id, { checked: true, version: 1 });
    expect(res.statusCode).toBe(404);
  });

  it("answers 404, not 409, for another family's item whatever the version", async () => {
    const item = list.items[0]!;
    const before = await shoppingSnapshot(ctx.db);
    for (const version of [1, 2]) {
      const res = await check(item.id, { checked: true, version }, 'memberB');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(item.name);
    }
    expect(await shoppingSnapshot(ctx.db)).toEqual(before);
  });

  it('still takes the last write without a version, as the spec client sends, and moves it', async () => {
    const item = list.items[0]!;
    await check(item.id, { checked: true, version: 1 });
    const res = await check(item.id, { checked: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ checked: false, version: 3 });
  });

  it('answers a replayed write with its first answer, not a 409 against itself', async () => {
    // A device's offline queue sent the tick, the answer was lost, and it sends it again.
    const item = list.items[0]!;
    const key = { 'idempotency-key': '7c1d3c52-94e4-4c0e-9a57-2f3a2b1d6e01' };
    const sendTick = () =>
      injectAs(ctx.app, w.cookies.memberA).patch(
        `/api/shopping-list-items/${item.id}`,
        { checked: true, version: 1 },
        key,
      );
    const first = await sendTick();
    expect(first.statusCode).toBe(200);
    const again = await sendTick();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stored(item.id)).toMatchObject({ checked: true, version: 2 });
    // The same key for another write is refused, and changes nothing.
    const reused = await injectAs(ctx.app, w.cookies.memberA).patch(
      `/api/shopping-list-items/${item.id}`,
      { checked: false, version: 2 },
      key,
    );
    expect(reused.statusCode).toBe(422);
    expect(await stored(item.id)).toMatchObject({ checked: true, version: 2 });
  });

  it('keeps no key for a refused write: the same key is answered 409 again', async () => {
    const item = list.items[0]!;
    await check(item.id, { checked: true, version: 1 }, 'adminA');
    const key = { 'idempotency-key': '0b6f8a4e-2d7c-4f1a-8e3b-5c9d0a1e2f34' };
    const stale = () =>
      injectAs(ctx.app, w.cookies.memberA).patch(
        `/api/shopping-list-items/${item.id}`,
        { checked: false, version: 1 },
        key,
      );
    expect((await stale()).statusCode).toBe(409);
    expect((await stale()).statusCode).toBe(409);
    expect(await stored(item.id)).toMatchObject({ checked: true, version: 2 });
  });
});
