import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildListPantryWorld,
  clearListsPlansAndPantry,
  itemNamed,
  listPantryCalls,
  planPantryWeek,
  type ListPantryWorld,
} from '#server/test-support/list-pantry-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { ShoppingListItem, WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

const addedOf = (weekly: WeeklyShoppingList) =>
  weekly.shoppingList!.items.filter((item) => item.addedByHand);
const shown = ({ name, quantity, unit, category, recipeNames, checked }: ShoppingListItem) => ({
  name,
  quantity,
  unit,
  category,
  recipeNames,
  checked,
});

/**
 * POST /api/families/:familyId/weekly-shopping-list/items (product rule: added-items): lines
 * added by hand join the week's list as items marked added, in their aisle, in the adder's
 * measures; they survive regeneration as they were, add up with an open added item of the same
 * thing, leave the list current, and go to the pantry with Done Shopping like any item.
 */
describe('lines added to the list by hand', () => {
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

  it('adds lines to the week list as added items in their aisle; the list stays current', async () => {
    const generated = await parent().generate();
    const res = await parent().addLines(['200 ml cream', '2 lemons']);
    expect(res.statusCode, res.body).toBe(200);
    const weekly = res.json<WeeklyShoppingList>();
    expect(weekly.shoppingList!.id).toBe(generated.shoppingList!.id);
    expect(addedOf(weekly).map(shown)).toEqual([
      {
        name: 'cream',
        quantity: '200',
        unit: 'ml',
        category: 'Dairy & Eggs',
        recipeNames: '',
        checked: false,
      },
      {
        name: 'lemons',
        quantity: '2',
        unit: null,
        category: 'Produce',
        recipeNames: '',
        checked: false,
      },
    ]);
    // The generated items are untouched, and nothing asks to regenerate.
    const generatedNow = weekly.shoppingList!.items.filter((item) => !item.addedByHand);
    expect(generatedNow).toEqual(generated.shoppingList!.items);
    expect(weekly.isOutOfDate).toBe(false);
    expect(await parent().weekly()).toEqual(weekly);
  });

  it("reads amounts in the adder's measures", async () => {
    await parent().generate();
    const weekly = await parent().added(['1 cup milk']);
    expect(addedOf(weekly).map((item) => item.unit)).toEqual(['ml']);
  });

  it('gives a week without a list its list from the meal plans first: 201', async () => {
    const res = await parent().addLines(['2 lemons']);
    expect(res.statusCode, res.body).toBe(201);
    const weekly = res.json<WeeklyShoppingList>();
    const names = weekly.shoppingList!.items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['rice', 'butter', 'lemons']));
    expect(addedOf(weekly).map((item) => item.name)).toEqual(['lemons']);
    expect(weekly.isOutOfDate).toBe(false);
    // Then it is the week's list: a second add joins it.
    expect((await parent().addLines(['eggs'])).statusCode).toBe(200);
  });

  it('keeps added items as they were when the list is made again, ticks too', async () => {
    await parent().generate();
    const added = addedOf(await parent().added(['2 lemons', '200 ml cream']));
    const lemons = await parent().tick(itemNamed(added, 'lemons'));
    const regenerated = await parent().generate();
    expect(addedOf(regenerated)).toEqual([added[0], lemons]);
    expect(addedOf(await parent().weekly())).toEqual([added[0], lemons]);
    // The generated items were replaced as before.
    expect(regenerated.shoppingList!.items.filter((item) => !item.addedByHand)).not.toHaveLength(0);
  });

  it('adds to an open added item of the same thing; a ticked one or other units get a new item', async () => {
    await parent().generate();
    await parent().added(['200 ml cream', '2 lemons']);
    let weekly = await parent().added(['100 ml cream']);
    const cream = itemNamed(addedOf(weekly), 'cream');
    expect([cream.quantity, cream.unit, cream.version]).toEqual(['300', 'ml', 2]);
    await parent().tick(itemNamed(addedOf(weekly), 'lemons'));
    weekly = await parent().added(['1 lemon', '1 kg cream']);
    expect(
      addedOf(weekly).map((item) => [item.name, item.quantity, item.unit, item.checked]),
    ).toEqual([
      ['cream', '300', 'ml', false],
      ['lemons', '2', null, true],
      ['cream', '1', 'kg', false],
      ['lemon', '1', null, false],
    ]);
  });

  it('puts ticked added items into the pantry with Done Shopping', async () => {
    await parent().generate();
    const weekly = await parent().added(['2 lemons']);
    await parent().tick(itemNamed(addedOf(weekly), 'lemons'));
    const stocked = await parent().stocked(weekly.shoppingList!.id);
    expect(stocked.added.map(({ item }) => [item.name, item.quantity])).toEqual([['lemons', 2]]);
    expect((await parent().weekly()).isOutOfDate).toBe(false);
  });
});
