import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shoppingLists } from '#server/db/schema';
import {
  buildListPantryWorld,
  clearListsPlansAndPantry,
  listPantryCalls,
  planPantryWeek,
  type ListPantryWorld,
} from '#server/test-support/list-pantry-factories';
import { injectAs } from '#server/test-support/inject-as';
import { shoppingSnapshot } from '#server/test-support/shopping-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

/**
 * Adding lines by hand (product rule: added-items) once per Idempotency-Key, one list however
 * many add at once, and refusals that change nothing: bad input is a 400, another family's id a
 * 404.
 */
describe('adding lines by hand: repeats, races and refusals', () => {
  const ctx = useTestApp();
  let w: ListPantryWorld;
  const parent = () => listPantryCalls(ctx.app, w.memberA, w.familyA.id);
  const addedOf = (weekly: WeeklyShoppingList) =>
    weekly.shoppingList!.items.filter((item) => item.addedByHand);

  beforeAll(async () => {
    w = await buildListPantryWorld(ctx.db, ctx.app);
  });
  beforeEach(async () => {
    await clearListsPlansAndPantry(ctx.db);
    await planPantryWeek(ctx.db, w);
  });

  it('answers a repeat with the same Idempotency-Key as the first time, adding nothing', async () => {
    const key = { 'idempotency-key': 'added-lines-3c9e1f0a' };
    const first = await parent().addLines(['200 ml cream'], key);
    expect(first.statusCode, first.body).toBe(201);
    const repeat = await parent().addLines(['200 ml cream'], key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const cream = addedOf(await parent().weekly()).map((item) => item.quantity);
    expect(cream).toEqual(['200']);
    // The same key for other lines is refused.
    expect((await parent().addLines(['eggs'], key)).statusCode).toBe(422);
  });

  it('makes one list of 20 adds at once to a week without one, with every line', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => parent().addLines(['100 ml cream'])),
    );
    const statuses = answers.map((res) => res.statusCode).sort((a, b) => b - a);
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 200)]);
    expect(await ctx.db.select().from(shoppingLists)).toHaveLength(1);
    // Each add found the one before it: one cream of all twenty.
    const added = addedOf(await parent().weekly());
    expect(added.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['cream', '2', 'l'],
    ]);
  });

  it.each([
    ['no lines', { weekStartDate: '2030-01-06', lines: [] }],
    ['51 lines', { weekStartDate: '2030-01-06', lines: Array.from({ length: 51 }, () => 'eggs') }],
    ['a Monday', { weekStartDate: '2030-01-07', lines: ['eggs'] }],
    ['no day', { lines: ['eggs'] }],
    ['lines that are no list', { weekStartDate: '2030-01-06', lines: 'eggs' }],
    ['a line that is no text', { weekStartDate: '2030-01-06', lines: ['eggs', 7] }],
    ['an empty line', { weekStartDate: '2030-01-06', lines: [''] }],
    ['a line naming nothing', { weekStartDate: '2030-01-06', lines: ['eggs', '500 g'] }],
    ['another field', { weekStartDate: '2030-01-06', lines: ['eggs'], familyId: 1 }],
  ])('refuses %s with a 400 and changes nothing', async (_label, body) => {
    await parent().generate();
    const before = await shoppingSnapshot(ctx.db);
    const res = await injectAs(ctx.app, w.memberA).post(
      `/api/families/${w.familyA.id}/weekly-shopping-list/items`,
      body,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(await shoppingSnapshot(ctx.db)).toEqual(before);
  });

  it('names the line that names nothing', async () => {
    const res = await parent().addLines(['eggs', '500 g']);
    expect(res.json()).toMatchObject({
      code: 'added_line_without_name',
      fieldErrors: { 'lines.1': expect.any(String) },
    });
    expect(await ctx.db.select().from(shoppingLists)).toHaveLength(0);
  });

  it("answers 404 for another family's id and changes nothing", async () => {
    await parent().generate();
    const before = await shoppingSnapshot(ctx.db);
    const stranger = listPantryCalls(ctx.app, w.stranger, w.familyA.id);
    expect((await stranger.addLines(['eggs'])).statusCode).toBe(404);
    const intoB = listPantryCalls(ctx.app, w.memberA, w.familyB.id);
    expect((await intoB.addLines(['eggs'])).statusCode).toBe(404);
    expect(await shoppingSnapshot(ctx.db)).toEqual(before);
  });
});
