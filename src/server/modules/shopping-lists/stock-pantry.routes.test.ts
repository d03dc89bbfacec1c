import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shoppingListItems } from '#server/db/schema';
import { injectAs } from '#server/test-support/inject-as';
import {
  buildListPantryWorld,
  clearListsPlansAndPantry,
  itemNamed,
  listPantryCalls,
  planPantryWeek,
  type ListPantryWorld,
} from '#server/test-support/list-pantry-factories';
import { pantryLines, pantrySnapshot } from '#server/test-support/pantry-factories';
import { shoppingSnapshot } from '#server/test-support/shopping-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { ShoppingList, StockedPantry } from '#shared/shopping/shopping-lists.schemas';

/**
 * POST /api/shopping-lists/:id/stock-pantry, Done Shopping (product rule: bought-to-pantry):
 * the ticked items go to the pantry through its merge rule, each exactly once, however often
 * and however many at once it is asked; staples never; another family's list is a 404 that
 * changes nothing.
 */
describe('bought goes to the pantry', () => {
  const ctx = useTestApp();
  let w: ListPantryWorld;
  const parent = () => listPantryCalls(ctx.app, w.memberA, w.familyA.id);
  const familyPantry = () => pantryLines(ctx.db, w.familyA.id);

  beforeAll(async () => {
    w = await buildListPantryWorld(ctx.db, ctx.app);
  });
  beforeEach(async () => {
    await clearListsPlansAndPantry(ctx.db);
    await planPantryWeek(ctx.db, w);
  });

  /** Rice partly at home, the list generated, rice, butter, eggs and parsley ticked. */
  const boughtList = async (): Promise<ShoppingList> => {
    const calls = parent();
    await calls.addToPantry('500 g rice');
    await calls.addToPantry('eggs');
    const list = (await calls.generate()).shoppingList!;
    for (const name of ['rice', 'butter', 'eggs', 'parsley']) {
      await calls.tick(itemNamed(list.items, name));
    }
    return list;
  };

  it('adds the ticked items once, through the merge rule, and says what it added', async () => {
    const list = await boughtList();
    const answer = await parent().stocked(list.id);
    expect(
      answer.added.map(({ shoppingListItemId, item, merged }) => [
        list.items.find((i) => i.id === shoppingListItemId)!.name,
        item.quantity,
        item.unit,
        merged,
      ]),
    ).toEqual([
      ['butter', 50, 'g', false],
      ['eggs', 3, null, true],
      ['rice', 750, 'g', true],
      // 'a handful' is no number: "have some".
      ['parsley', null, null, false],
    ]);
    expect(await familyPantry()).toEqual([
      'water (staple)',
      '750 g rice',
      '3 eggs',
      '50 g butter',
      'parsley',
    ]);
    // The items are marked; the list answers it, and nothing else about them changed.
    const items = (await parent().weekly()).shoppingList!.items;
    for (const name of ['rice', 'butter', 'eggs', 'parsley']) {
      expect(itemNamed(items, name)).toMatchObject({ checked: true, version: 2 });
      expect(itemNamed(items, name).stockedAt).toEqual(expect.any(String));
    }
    expect(itemNamed(items, 'milk').stockedAt).toBeNull();

    // A second tap adds nothing.
    const before = await pantrySnapshot(ctx.db);
    expect((await parent().stocked(list.id)).added).toEqual([]);
    expect(await pantrySnapshot(ctx.db)).toEqual(before);
  });

  it('keeps the list current: its own purchases are no reason to regenerate', async () => {
    const list = await boughtList();
    await parent().stocked(list.id);
    expect((await parent().weekly()).isOutOfDate).toBe(false);
    // A later item ticked and stocked: still current.
    await parent().tick(itemNamed(list.items, 'milk'));
    await parent().stocked(list.id);
    expect((await parent().weekly()).isOutOfDate).toBe(false);
    // A pantry write of its own does make it out of date.
    await parent().addToPantry('1 can chickpeas');
    expect((await parent().weekly()).isOutOfDate).toBe(true);
  });

  it('never adds a staple, and marks its item done all the same', async () => {
    const calls = parent();
    const list = (await calls.generate()).shoppingList!;
    // Salt became a staple after the list was made, and was ticked.
    await calls.addToPantry({ name: 'salt', isStaple: true });
    await calls.tick(itemNamed(list.items, 'salt'));
    expect((await calls.stocked(list.id)).added).toEqual([]);
    expect(await familyPantry()).toEqual(['water (staple)', 'salt (staple)']);
    const [salt] = await ctx.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.id, itemNamed(list.items, 'salt').id));
    expect(salt!.stockedAt).toBeInstanceOf(Date);
  });

  it('adds each item exactly once when 20 requests come at once', async () => {
    const list = await boughtList();
    const as = injectAs(ctx.app, w.memberA);
    const partner = injectAs(ctx.app, w.partnerA);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? partner : as).post(`/api/shopping-lists/${list.id}/stock-pantry`),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const added = results.flatMap((res) => res.json<StockedPantry>().added);
    expect(added.map((entry) => entry.shoppingListItemId).sort()).toEqual(
      ['rice', 'butter', 'eggs', 'parsley'].map((name) => itemNamed(list.items, name).id).sort(),
    );
    expect(await familyPantry()).toEqual([
      'water (staple)',
      '750 g rice',
      '3 eggs',
      '50 g butter',
      'parsley',
    ]);
  });

  it('answers a repeat with the same Idempotency-Key as the first time', async () => {
    const list = await boughtList();
    const key = { 'idempotency-key': 'a7f4c1de-8d52-4b3e-9f3a-2c6d1e0b9a11' };
    const first = await parent().stocked(list.id, key);
    expect(first.added).toHaveLength(4);
    const before = await pantrySnapshot(ctx.db);
    expect(await parent().stocked(list.id, key)).toEqual(first);
    expect(await pantrySnapshot(ctx.db)).toEqual(before);
  });

  it("refuses another family's list and signed-out callers, changing nothing", async () => {
    const list = await boughtList();
    const pantryBefore = await pantrySnapshot(ctx.db);
    const listsBefore = await shoppingSnapshot(ctx.db);
    const stranger = await injectAs(ctx.app, w.stranger).post(
      `/api/shopping-lists/${list.id}/stock-pantry`,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({
      code: 'shopping_list_not_found',
      message: 'Shopping list not found',
    });
    const signedOut = await injectAs(ctx.app, null).post(
      `/api/shopping-lists/${list.id}/stock-pantry`,
    );
    expect(signedOut.statusCode).toBe(401);
    expect((await parent().stock(2_000_000_000)).statusCode).toBe(404);
    expect(await pantrySnapshot(ctx.db)).toEqual(pantryBefore);
    expect(await shoppingSnapshot(ctx.db)).toEqual(listsBefore);
  });
});
