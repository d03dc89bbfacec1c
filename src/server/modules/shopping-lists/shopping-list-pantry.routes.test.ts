import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pantryItems, shoppingListItems } from '#server/db/schema';
import { injectAs } from '#server/test-support/inject-as';
import {
  buildListPantryWorld,
  clearListsPlansAndPantry,
  itemNamed,
  listPantryCalls,
  planPantryWeek,
  type ListPantryWorld,
} from '#server/test-support/list-pantry-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';

const shown = (item: ShoppingListItem) => [item.quantity, item.unit, item.name, item.pantryState];

/**
 * Generating a week's list subtracts the family's pantry (product rule: pantry-subtraction):
 * like with like across units and languages, what is left rounded up, covered items kept and
 * marked, "at home?" for unknown amounts, staples left off; a pantry change makes the list out
 * of date (product rule: pantry-out-of-date).
 */
describe('the shopping list less the pantry', () => {
  const ctx = useTestApp();
  let w: ListPantryWorld;
  const parent = () => listPantryCalls(ctx.app, w.memberA, w.familyA.id);

  beforeAll(async () => {
    w = await buildListPantryWorld(ctx.db, ctx.app);
  });
  beforeEach(async () => {
    await clearListsPlansAndPantry(ctx.db);
    await planPantryWeek(ctx.db, w);
  });

  it('buys only what is missing, in metric, across units and languages', async () => {
    const calls = parent();
    await calls.addToPantry('500 g rice');
    await calls.addToPantry('500 g Reis');
    await calls.addToPantry('1 l milk');
    await calls.addToPantry('250 ml cream');
    await calls.addToPantry('eggs');
    await calls.addToPantry({ name: 'onions', quantity: 1.5 });
    await calls.addToPantry({ name: 'salt', isStaple: true });

    const { shoppingList } = await calls.generate();
    const items = shoppingList!.items;
    expect(items.map(shown)).toEqual(
      expect.arrayContaining([
        // 750 g planned, 500 g at home.
        ['250', 'g', 'rice', 'partial'],
        // The German recipe meets the German pantry line.
        ['300', 'g', 'Reis', 'partial'],
        // 2 cups (473.2 ml) less 250 ml: 223.2 ml, read as a converted amount reads (rounded).
        ['220', 'ml', 'cream', 'partial'],
        // 4 less 1.5: 2.5 onions, rounded up to whole ones.
        ['3', null, 'onions', 'partial'],
        // A litre covers 2 cups: kept on the list with its whole amount.
        ['470', 'ml', 'milk', 'covered'],
        // Eggs of unknown amount at home: "at home?".
        ['3', null, 'eggs', 'unknown'],
        ['50', 'g', 'butter', null],
      ]),
    );
    // Water (every family's staple) and salt (made a staple) are never bought.
    expect(items.map((item) => item.name)).not.toContain('water');
    expect(items.map((item) => item.name)).not.toContain('salt');
    // What the answer says is what is stored.
    const stored = await ctx.db
      .select({ name: shoppingListItems.name, pantryState: shoppingListItems.pantryState })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.shoppingListId, shoppingList!.id));
    expect(Object.fromEntries(stored.map((row) => [row.name, row.pantryState]))).toMatchObject({
      rice: 'partial',
      milk: 'covered',
      eggs: 'unknown',
      butter: null,
    });
    // The weekly answer carries the states too.
    expect(itemNamed((await calls.weekly()).shoppingList!.items, 'milk').pantryState).toBe(
      'covered',
    );
  });

  it("reads the pantry in the generating member's system: cups stay cups as written", async () => {
    const partner = listPantryCalls(ctx.app, w.partnerA, w.familyA.id);
    await partner.addToPantry('1 cup cream');
    const items = (await partner.generate()).shoppingList!.items;
    expect(shown(itemNamed(items, 'cream'))).toEqual(['1', 'cup', 'cream', 'partial']);
  });

  it('buys water once the family removed its water staple', async () => {
    const calls = parent();
    expect((await calls.generate()).shoppingList!.items.map((i) => i.name)).not.toContain('water');
    const [water] = (await calls.pantry()).filter((item) => item.nameKey === 'water');
    expect(water).toMatchObject({ isStaple: true });
    expect(
      (await injectAs(ctx.app, w.memberA).delete(`/api/pantry-items/${water!.id}`)).statusCode,
    ).toBe(204);
    const items = (await calls.generate()).shoppingList!.items;
    expect(shown(itemNamed(items, 'water'))).toEqual(['1', 'l', 'water', null]);
    // Every other test starts with the staple again.
    await calls.addToPantry({ name: 'water', isStaple: true });
  });

  it("leaves another family's pantry aside", async () => {
    await listPantryCalls(ctx.app, w.stranger, w.familyB.id).addToPantry('5 kg rice');
    const items = (await parent().generate()).shoppingList!.items;
    expect(shown(itemNamed(items, 'rice'))).toEqual(['750', 'g', 'rice', null]);
  });

  it('goes out of date with any pantry write, and regenerating makes it current', async () => {
    const calls = parent();
    const partner = injectAs(ctx.app, w.partnerA);
    const rice = await calls.addToPantry('500 g rice');
    await calls.generate();
    expect((await calls.weekly()).isOutOfDate).toBe(false);

    const outOfDateAfter = async (write: () => Promise<{ statusCode: number }>) => {
      expect((await write()).statusCode).toBeLessThan(300);
      const weekly = await calls.weekly();
      expect(weekly.isOutOfDate).toBe(true);
      const regenerated = await calls.generate();
      expect(regenerated.isOutOfDate).toBe(false);
      expect((await calls.weekly()).isOutOfDate).toBe(false);
      return regenerated.shoppingList!.items;
    };
    // Another member's +/- on the item: the list now buys what the pantry lacks.
    let items = await outOfDateAfter(() =>
      partner.post(`/api/pantry-items/${rice.id}/adjust`, { delta: 250 }),
    );
    expect(shown(itemNamed(items, 'rice'))).toEqual(['750', 'g', 'rice', 'covered']);
    items = await outOfDateAfter(() =>
      partner.patch(`/api/pantry-items/${rice.id}`, { quantity: 100 }),
    );
    expect(shown(itemNamed(items, 'rice'))).toEqual(['650', 'g', 'rice', 'partial']);
    items = await outOfDateAfter(() =>
      partner.post(`/api/families/${w.familyA.id}/pantry`, { line: '2 cans chickpeas' }),
    );
    items = await outOfDateAfter(() => partner.delete(`/api/pantry-items/${rice.id}`));
    expect(shown(itemNamed(items, 'rice'))).toEqual(['750', 'g', 'rice', null]);

    // Another family's pantry is no reason.
    await listPantryCalls(ctx.app, w.stranger, w.familyB.id).addToPantry('1 kg rice');
    expect((await calls.weekly()).isOutOfDate).toBe(false);
  });

  it('keeps the meal plan hash rules for meals, with the pantry after them', async () => {
    const { shoppingList, currentMealPlanHash } = await parent().generate();
    expect(shoppingList!.mealPlanHash).toBe(currentMealPlanHash);
    expect(currentMealPlanHash).toMatch(
      /^\d+:4:\d+@[0-9a-f]{16},\d+:2:\d+@[0-9a-f]{16},pantry@[0-9a-f]{16}$/,
    );
    const stored = await ctx.db
      .select()
      .from(pantryItems)
      .where(and(eq(pantryItems.familyId, w.familyA.id), eq(pantryItems.nameKey, 'water')));
    expect(stored).toHaveLength(1);
  });
});
