import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pantryItems } from '#server/db/schema';
import { createFamily } from '#server/test-support/factories';
import {
  buildPantryWorld,
  pantryCalls,
  pantrySnapshot,
  type PantryWorld,
} from '#server/test-support/pantry-factories';
import { useTestApp } from '#server/test-support/test-app';
import {
  AMOUNT_WITH_LINE_MESSAGE,
  LINE_OR_NAME_MESSAGE,
  LINE_WITHOUT_NAME_MESSAGE,
  QUANTITY_MESSAGE,
  type AddedPantryItem,
} from '#shared/pantry/pantry.schemas';

/**
 * POST /api/families/:familyId/pantry (product rules: pantry-add, pantry-merge): a typed line
 * in any of the four languages, or the fields; the same thing whose amount adds up becomes one
 * item; a repeat with the same Idempotency-Key adds nothing.
 */
describe('adding to the pantry', () => {
  const ctx = useTestApp();
  let w: PantryWorld;
  const parent = () => pantryCalls(ctx.app, w.memberA);
  const add = (body: object, headers?: Record<string, string>) =>
    parent().add(w.familyA.id, body, headers);
  const added = async (body: object) => {
    const res = await add(body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<AddedPantryItem>();
  };
  const stored = () =>
    ctx.db
      .select({
        name: pantryItems.name,
        nameKey: pantryItems.nameKey,
        quantity: pantryItems.quantity,
        unit: pantryItems.unit,
        category: pantryItems.category,
      })
      .from(pantryItems)
      .where(eq(pantryItems.familyId, w.familyA.id))
      .orderBy(pantryItems.id);

  beforeAll(async () => {
    w = await buildPantryWorld(ctx.db);
  });
  beforeEach(async () => {
    await ctx.db.delete(pantryItems);
  });

  it.each([
    ['2 cans chickpeas', 'chickpeas', 'chickpea', 2, 'can', 'Pantry'],
    ['500 g rice', 'rice', 'rice', 500, 'g', 'Pantry'],
    ['eggs', 'eggs', 'egg', null, null, 'Dairy & Eggs'],
    ['500 g Reis', 'Reis', 'rei', 500, 'g', 'Other'],
    ['1,5 l Milch', 'Milch', 'milch', 1.5, 'l', 'Other'],
    ['2 boîtes de pois chiches', 'pois chiches', 'poi chich', 2, 'boîte', 'Other'],
    ["100 g d'amandes", 'amandes', 'amande', 100, 'g', 'Other'],
    ['3 huevos', 'huevos', 'huevo', 3, null, 'Other'],
    ['200 gramos de arroz', 'arroz', 'arroz', 200, 'g', 'Other'],
  ])('reads %j into amount, unit and name', async (line, name, nameKey, quantity, unit, aisle) => {
    const res = await add({ line });
    expect(res.statusCode).toBe(201);
    expect(res.json<AddedPantryItem>()).toEqual({
      merged: false,
      item: {
        id: expect.any(Number),
        familyId: w.familyA.id,
        name,
        nameKey,
        quantity,
        unit,
        bestBefore: null,
        category: aisle,
        isStaple: false,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(await stored()).toEqual([{ name, nameKey, quantity, unit, category: aisle }]);
  });

  it('adds a line to the item of the same thing, converting into its unit', async () => {
    const first = await added({ line: '500 g rice', bestBefore: '2030-03-01' });
    const res = await add({ line: '1 kg Rice', bestBefore: '2030-02-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AddedPantryItem>()).toMatchObject({
      merged: true,
      item: { id: first.item.id, quantity: 1500, unit: 'g', version: 2 },
    });
    // The earlier best-before date is the one to watch.
    expect(res.json<AddedPantryItem>().item.bestBefore).toBe('2030-02-01');
    expect(await stored()).toEqual([expect.objectContaining({ quantity: 1500, unit: 'g' })]);
  });

  it('adds counts of the same unit, in any language of the same words', async () => {
    await added({ line: '2 cans chickpeas' });
    expect((await add({ line: '1 can chickpeas' })).statusCode).toBe(200);
    await added({ line: '2 latas de garbanzos' });
    expect((await add({ line: '1 lata de garbanzos' })).statusCode).toBe(200);
    await added({ line: '6 eggs' });
    expect((await add({ line: '3 Eggs' })).statusCode).toBe(200);
    expect((await stored()).map((i) => [i.nameKey, i.quantity, i.unit])).toEqual([
      ['chickpea', 3, 'can'],
      ['garbanzo', 3, 'lata'],
      ['egg', 9, null],
    ]);
  });

  it('keeps an amount that does not add up as an item of its own', async () => {
    await added({ line: '500 g rice' });
    const cups = await add({ line: '2 cups rice' });
    const cans = await add({ line: '1 can rice' });
    expect([cups.statusCode, cans.statusCode]).toEqual([201, 201]);
    // A later volume finds its own kind.
    expect((await add({ line: '250 ml rice' })).statusCode).toBe(200);
    expect((await stored()).map((i) => [i.quantity, i.unit])).toEqual([
      [500, 'g'],
      [expect.closeTo(2 + 250 / 236.5882365, 5), 'cup'],
      [1, 'can'],
    ]);
  });

  it('reads "have some" and gives it an amount once one is known', async () => {
    const some = await added({ line: 'eggs' });
    expect(some.item.quantity).toBeNull();
    // Another 'eggs' without an amount: it is there already.
    const again = await add({ line: 'Eggs' });
    expect(again.statusCode).toBe(200);
    expect(again.json<AddedPantryItem>().item).toMatchObject({ id: some.item.id, quantity: null });
    const counted = await add({ line: '6 eggs' });
    expect(counted.json<AddedPantryItem>()).toMatchObject({
      merged: true,
      item: { id: some.item.id, quantity: 6, unit: null },
    });
    expect(await stored()).toHaveLength(1);
  });

  it('takes the fields instead of a line, with the unit read the same way', async () => {
    const res = await add({ name: 'Flour', quantity: 2, unit: 'Pounds', isStaple: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<AddedPantryItem>().item).toMatchObject({
      name: 'Flour',
      nameKey: 'flour',
      quantity: 2,
      unit: 'lb',
      category: 'Pantry',
      isStaple: true,
    });
    expect((await add({ line: '1 lb flour' })).json<AddedPantryItem>().item).toMatchObject({
      quantity: 3,
      unit: 'lb',
      isStaple: true,
    });
  });

  it('answers a repeat with the same Idempotency-Key as the first, adding nothing', async () => {
    const key = { 'idempotency-key': 'pantry-add-1' };
    const first = await add({ line: '500 g rice' }, key);
    const repeat = await add({ line: '500 g rice' }, key);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await stored()).toEqual([expect.objectContaining({ quantity: 500 })]);
    // A new key is a new action: it adds.
    const next = await add({ line: '500 g rice' }, { 'idempotency-key': 'pantry-add-2' });
    expect(next.statusCode).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ quantity: 1000 })]);
  });

  it('makes one item of a thing added by several devices at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? pantryCalls(ctx.app, w.partnerA) : parent()).add(w.familyA.id, {
          line: '250 g rice',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await stored()).toEqual([expect.objectContaining({ quantity: 2000, unit: 'g' })]);
  });

  it('refuses bad input with a 400 and its message, adding nothing', async () => {
    await added({ line: '500 g rice' });
    const before = await pantrySnapshot(ctx.db);
    const cases: [object, string][] = [
      [{}, LINE_OR_NAME_MESSAGE],
      [{ line: '2 eggs', name: 'eggs' }, LINE_OR_NAME_MESSAGE],
      [{ line: '2 eggs', quantity: 3 }, AMOUNT_WITH_LINE_MESSAGE],
      [{ line: '   ' }, 'A line must not be empty'],
      [{ name: 'rice', quantity: -1 }, QUANTITY_MESSAGE],
      [{ name: 'rice', quantity: 'lots' }, QUANTITY_MESSAGE],
      [{ line: '500 g' }, LINE_WITHOUT_NAME_MESSAGE],
      [{ line: 'rice', bestBefore: '2030-02-30' }, "Expected a day as 'YYYY-MM-DD'"],
      [{ line: 'rice', extra: true }, 'Unrecognized key: "extra"'],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json<{ message: string; fieldErrors?: Record<string, string> }>();
      const said = [answer.message, ...Object.values(answer.fieldErrors ?? {})].join('\n');
      expect(said, JSON.stringify(body)).toContain(message);
    }
    expect(await pantrySnapshot(ctx.db)).toEqual(before);
  });

  it("answers 404 to a stranger adding to another family's pantry, and 401 signed out", async () => {
    const before = await pantrySnapshot(ctx.db);
    const res = await pantryCalls(ctx.app, w.stranger).add(w.familyA.id, { line: '2 eggs' });
    expect(res.statusCode).toBe(404);
    expect(
      (await pantryCalls(ctx.app, null).add(w.familyA.id, { line: '2 eggs' })).statusCode,
    ).toBe(401);
    expect(await pantrySnapshot(ctx.db)).toEqual(before);
  });

  it('gives a new family water as a staple', async () => {
    const family = await createFamily(ctx.db, 'Newcomers');
    const rows = await ctx.db.select().from(pantryItems).where(eq(pantryItems.familyId, family.id));
    expect(rows).toEqual([
      expect.objectContaining({ name: 'water', nameKey: 'water', quantity: null, isStaple: true }),
    ]);
  });
});
