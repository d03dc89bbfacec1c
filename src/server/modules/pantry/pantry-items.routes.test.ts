import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pantryItems } from '#server/db/schema';
import {
  buildPantryWorld,
  pantryCalls,
  pantrySnapshot,
  type PantryWorld,
} from '#server/test-support/pantry-factories';
import { useTestApp } from '#server/test-support/test-app';
import {
  DELTA_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  PANTRY_ITEM_CHANGED_MESSAGE,
  PANTRY_ITEM_NOT_FOUND_MESSAGE,
  type AddedPantryItem,
  type PantryItem,
} from '#shared/pantry/pantry.schemas';

/**
 * The family's pantry items: the list in aisle order, edits with the version the device saw
 * (product rule: pantry-versions), +/- that never goes below zero (product rule: pantry-adjust),
 * removal, and the family boundary.
 */
describe('pantry items', () => {
  const ctx = useTestApp();
  let w: PantryWorld;
  const parent = () => pantryCalls(ctx.app, w.memberA);
  const partner = () => pantryCalls(ctx.app, w.partnerA);
  const stranger = () => pantryCalls(ctx.app, w.stranger);
  const addLine = async (line: string) => {
    const res = await parent().add(w.familyA.id, { line });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AddedPantryItem>().item;
  };
  const storedItem = async (id: number) =>
    (await ctx.db.select().from(pantryItems).where(eq(pantryItems.id, id)))[0];

  beforeAll(async () => {
    w = await buildPantryWorld(ctx.db);
  });
  beforeEach(async () => {
    await ctx.db.delete(pantryItems);
  });

  it('lists the family pantry by aisle, then name, and only that family', async () => {
    for (const line of ['2 onions', 'eggs', '500 g rice', 'Apples', '1 l milk', 'basmati rice']) {
      await addLine(line);
    }
    await stranger().add(w.familyB.id, { line: 'secret sauce' });
    const res = await partner().list(w.familyA.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<PantryItem[]>().map((i) => [i.category, i.name])).toEqual([
      ['Dairy & Eggs', 'eggs'],
      ['Dairy & Eggs', 'milk'],
      ['Pantry', 'basmati rice'],
      ['Pantry', 'rice'],
      ['Produce', 'Apples'],
      ['Produce', 'onions'],
    ]);
  });

  it('changes the fields sent and moves the version; a new name is read for key and aisle', async () => {
    const item = await addLine('500 g rice');
    const res = await partner().edit(item.id, {
      name: 'Chickpeas',
      quantity: 2,
      unit: 'Cans',
      bestBefore: '2030-05-01',
      isStaple: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PantryItem>()).toMatchObject({
      id: item.id,
      name: 'Chickpeas',
      nameKey: 'chickpea',
      quantity: 2,
      unit: 'can',
      bestBefore: '2030-05-01',
      category: 'Pantry',
      isStaple: true,
      version: 2,
    });
    expect(await storedItem(item.id)).toMatchObject({ nameKey: 'chickpea', version: 2 });
    // Null clears: an unknown amount, no date.
    const cleared = await parent().edit(item.id, { quantity: null, bestBefore: null });
    expect(cleared.json<PantryItem>()).toMatchObject({
      quantity: null,
      bestBefore: null,
      version: 3,
    });
  });

  it('answers 409 with the item as it is to an edit based on an older version', async () => {
    const item = await addLine('6 eggs');
    expect((await partner().edit(item.id, { quantity: 4, version: 1 })).statusCode).toBe(200);
    const before = await pantrySnapshot(ctx.db);
    const stale = await parent().edit(item.id, { quantity: 12, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'pantry_item_changed',
      message: PANTRY_ITEM_CHANGED_MESSAGE,
      item: expect.objectContaining({ id: item.id, quantity: 4, version: 2 }),
    });
    expect(await pantrySnapshot(ctx.db)).toEqual(before);
    // Without a version the last write wins.
    expect((await parent().edit(item.id, { quantity: 12 })).json<PantryItem>()).toMatchObject({
      quantity: 12,
      version: 3,
    });
  });

  it('adjusts a count up and down, never below zero, keeping the item at zero', async () => {
    const item = await addLine('3 eggs');
    expect((await parent().adjust(item.id, 1)).json<PantryItem>()).toMatchObject({
      quantity: 4,
      version: 2,
    });
    expect((await partner().adjust(item.id, -3)).json<PantryItem>().quantity).toBe(1);
    const floored = await parent().adjust(item.id, -5);
    expect(floored.statusCode).toBe(200);
    expect(floored.json<PantryItem>()).toMatchObject({ quantity: 0, version: 4 });
    expect(await storedItem(item.id)).toMatchObject({ quantity: 0 });
    // An unknown amount counts as none.
    const some = await addLine('apples');
    expect((await parent().adjust(some.id, 2)).json<PantryItem>().quantity).toBe(2);
  });

  it('counts every tap of two devices at once', async () => {
    const item = await addLine('10 eggs');
    await Promise.all([
      ...Array.from({ length: 4 }, () => parent().adjust(item.id, -1)),
      ...Array.from({ length: 3 }, () => partner().adjust(item.id, 1)),
    ]);
    expect(await storedItem(item.id)).toMatchObject({ quantity: 9, version: 8 });
  });

  it('counts a change replayed with the same Idempotency-Key once, answering as the first', async () => {
    const item = await addLine('6 eggs');
    const key = { 'idempotency-key': 'pantry-adjust-1' };
    const first = await parent().adjust(item.id, -2, key);
    expect(first.json<PantryItem>()).toMatchObject({ quantity: 4, version: 2 });
    const again = await parent().adjust(item.id, -2, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedItem(item.id)).toMatchObject({ quantity: 4, version: 2 });
    // The same key for another change is refused, changing nothing.
    expect((await parent().adjust(item.id, 3, key)).statusCode).toBe(422);
    expect(await storedItem(item.id)).toMatchObject({ quantity: 4 });
  });

  it('removes an item; a second removal answers 404', async () => {
    const item = await addLine('2 cans chickpeas');
    const res = await partner().remove(item.id);
    expect(res.statusCode).toBe(204);
    expect(await storedItem(item.id)).toBeUndefined();
    const again = await parent().remove(item.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'pantry_item_not_found',
      message: PANTRY_ITEM_NOT_FOUND_MESSAGE,
    });
  });

  it('refuses bad edits and adjustments with a 400, changing nothing', async () => {
    const item = await addLine('3 eggs');
    const before = await pantrySnapshot(ctx.db);
    const edits: [object, string][] = [
      [{}, NOTHING_TO_CHANGE_MESSAGE],
      [{ version: 1 }, NOTHING_TO_CHANGE_MESSAGE],
      [{ name: '  ' }, 'A name must not be empty'],
      [{ quantity: 2_000_000 }, 'A quantity must be a number'],
      [{ bestBefore: '1999-12-31' }, 'Dates must be between'],
      [{ familyId: w.familyB.id }, 'Unrecognized key'],
    ];
    for (const [body, message] of edits) {
      const res = await parent().edit(item.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toContain(message);
    }
    for (const delta of [0, 'one', null, 1e9]) {
      const res = await parent().adjust(item.id, delta);
      expect(res.statusCode, String(delta)).toBe(400);
      expect(res.body).toContain(DELTA_MESSAGE);
    }
    expect(await pantrySnapshot(ctx.db)).toEqual(before);
  });

  it("answers 404 to a stranger for every call on another family's pantry, changing nothing", async () => {
    const item = await addLine('500 g rice');
    const before = await pantrySnapshot(ctx.db);
    const calls = [
      stranger().list(w.familyA.id),
      stranger().add(w.familyA.id, { line: '1 kg rice' }),
      stranger().edit(item.id, { quantity: 1 }),
      stranger().edit(item.id, { quantity: 1, version: 1 }),
      stranger().adjust(item.id, -1),
      stranger().remove(item.id),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    const signedOut = pantryCalls(ctx.app, null);
    for (const res of [await signedOut.list(w.familyA.id), await signedOut.adjust(item.id, 1)]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await pantrySnapshot(ctx.db)).toEqual(before);
  });
});
