import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  buildRecipeWorld,
  createRecipe,
  type RecipeWorld,
} from '#server/test-support/recipe-factories';
import { findItems, shoppingSnapshot } from '#server/test-support/shopping-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { mealPlans, shoppingListItems, shoppingLists } from '#server/db/schema';
import {
  EXISTING_LIST_MESSAGE,
  GENERATE_ONLY_MESSAGE,
  type WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';

const WEEK = { start: '2030-01-06', end: '2030-01-12' };

describe('POST /api/shopping-lists', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;
  let recipes: Record<'pancakes' | 'stew' | 'bread', { id: number }>;
  type Who = keyof RecipeWorld['cookies'];

  beforeAll(async () => {
    w = await buildRecipeWorld(ctx.db);
    const recipe = (
      title: string,
      servings: number,
      ingredients: Parameters<typeof createRecipe>[1]['ingredients'],
    ) => createRecipe(ctx.db, { cookbookId: w.books.a.id, title, servings, ingredients });
    recipes = {
      pancakes: await recipe('Pancakes', 4, [
        ['1', 'cup', 'milk'],
        ['2', null, 'large eggs'],
        ['1 1/2', 'cup', 'all-purpose flour'],
        ['1', 'tablespoon', 'olive oil'],
        [null, null, 'salt to taste'],
      ]),
      stew: await recipe('Beef Stew', 4, [
        ['1 1/2', 'pound', 'beef chuck, cubed'],
        ['2', null, 'onions, quartered'],
        ['250', 'milliliter', 'milk'],
        ['1', 'teaspoon', 'olive oil'],
        [null, null, 'Salt to taste'],
        ['1.5', 'liter', 'water'],
      ]),
      bread: await recipe('Bread', 8, [
        ['500', 'gram', 'all-purpose flour'],
        ['1', 'pound', 'all-purpose flour'],
        ['1', null, 'large onion, finely chopped'],
      ]),
    };
  });
  beforeEach(async () => {
    await ctx.db.delete(shoppingLists);
    await ctx.db.delete(mealPlans);
  });

  const body = (overrides: Record<string, unknown> = {}, list: Record<string, unknown> = {}) => ({
    shoppingList: {
      familyId: w.familyA.id,
      weekStartDate: WEEK.start,
      weekEndDate: WEEK.end,
      mealPlanHash: 'client-made',
      ...list,
    },
    generateFromMealPlans: true,
    forceRegenerate: false,
    items: [],
    ...overrides,
  });
  const post = (payload: object, who: Who | null = 'memberA') =>
    injectAs(ctx.app, who ? w.cookies[who] : null).post('/api/shopping-lists', payload);
  const planWeek = async () => {
    const a = w.familyA.id;
    return [
      await createMealPlan(ctx.db, {
        familyId: a,
        day: WEEK.start,
        recipeId: recipes.pancakes.id,
        mealType: 'Breakfast',
      }),
      await createMealPlan(ctx.db, {
        familyId: a,
        day: '2030-01-07',
        recipeId: recipes.stew.id,
        plannedServings: 4,
      }),
      // The stew again, at double the servings.
      await createMealPlan(ctx.db, {
        familyId: a,
        day: '2030-01-09',
        recipeId: recipes.stew.id,
        plannedServings: 8,
      }),
      await createMealPlan(ctx.db, {
        familyId: a,
        day: '2030-01-10',
        recipeId: recipes.bread.id,
        plannedServings: 8,
      }),
      await createMealPlan(ctx.db, {
        familyId: a,
        day: '2030-01-11',
        placeholderData: { title: 'Leftovers' },
      }),
    ];
  };

  it("builds the week's list on the server: scaled, merged, grouped (201)", async () => {
    const meals = await planWeek();
    const res = await post(body({ items: [{ name: 'ignored', quantity: '99' }] }));
    expect(res.statusCode).toBe(201);
    const weekly = res.json<WeeklyShoppingList>();
    const list = weekly.shoppingList!;
    const hash = list.mealPlanHash;
    expect(list).toMatchObject({
      familyId: w.familyA.id,
      weekStartDate: WEEK.start,
      weekEndDate: WEEK.end,
    });
    // Each meal by id with its servings, and its recipe with the recipe's version; then the
    // pantry's fingerprint.
    const entries = hash.split(',');
    expect(entries).toHaveLength(meals.length + 1);
    expect(entries.at(-1)).toMatch(/^pantry@[0-9a-f]{16}$/);
    meals.forEach(({ id, plannedServings, recipeId }, i) => {
      const recipe = recipeId === null ? '' : `:${recipeId}@[0-9a-f]{16}`;
      expect(entries[i]).toMatch(new RegExp(`^${id}:${plannedServings}${recipe}$`));
    });
    // The stew twice: one recipe, one version.
    expect(entries[1]!.split('@')[1]).toBe(entries[2]!.split('@')[1]);
    expect(weekly).toMatchObject({ currentMealPlanHash: hash, isOutOfDate: false });
    expect(weekly.plannedMeals.map((m) => m.title)).toEqual([
      'Pancakes',
      'Beef Stew',
      'Beef Stew',
      'Bread',
      'Leftovers',
    ]);
    expect(list.items.map((i) => [i.category, i.quantity, i.unit, i.name, i.recipeNames])).toEqual([
      // As the recipe wrote it.
      ['Dairy & Eggs', '2', null, 'large eggs', 'Pancakes'],
      // 1 cup + 3 × 250 ml
      ['Dairy & Eggs', '987', 'ml', 'milk', 'Pancakes, Beef Stew'],
      ['Meat & Seafood', '4 1/2', 'lb', 'beef chuck', 'Beef Stew'],
      ['Pantry', '1 1/2', 'cups', 'all-purpose flour', 'Pancakes'],
      ['Pantry', '954', 'g', 'all-purpose flour', 'Bread'],
      // 1 tbsp + 3 tsp
      ['Pantry', '2', 'tbsp', 'olive oil', 'Pancakes, Beef Stew'],
      // 2 + 2 × 2 + 1 large
      ['Produce', '7', null, 'onions', 'Beef Stew, Bread'],
      ['Spices & Seasonings', null, null, 'salt', 'Pancakes, Beef Stew'],
    ]);
    expect(list.items.find((i) => i.name === 'onions')?.detailText).toBe(
      'quartered; finely chopped',
    );
    expect(list.items.every((i) => i.checked === false)).toBe(true);
    // Stored as answered, in order.
    const stored = await findItems(ctx.db, list.id);
    expect(stored.map((row) => [row.id, row.position])).toEqual(
      list.items.map((item, i) => [item.id, i]),
    );
  });

  it("stores what to buy: amounts rounded up, in the recipe's wording (product rule: shopping-amounts)", async () => {
    const bolognese = await createRecipe(ctx.db, {
      cookbookId: w.books.a.id,
      title: 'Bolognese',
      servings: 6,
      ingredients: [
        ['1', null, 'onion, diced'],
        ['1', 'pound', 'spaghetti'],
        ['1/2', 'cup', 'milk'],
        ['1/4', 'cup', 'Grated Parmesan, for serving'],
      ],
    });
    await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: WEEK.start,
      recipeId: bolognese.id,
      plannedServings: 7,
    });
    expect((await post(body())).statusCode).toBe(201);
    const items = await findItems(ctx.db, (await shoppingSnapshot(ctx.db)).lists[0]!.id);
    expect(items.map((i) => [i.quantity, i.unit, i.name, i.detailText])).toEqual([
      ['1/3', 'cup', 'Grated Parmesan', 'for serving'],
      ['2/3', 'cup', 'milk', null],
      ['1 1/4', 'lb', 'spaghetti', null],
      ['2', null, 'onions', 'diced'],
    ]);
  });

  it('reads the amounts in the measures of who generates the list (Settings)', async () => {
    await planWeek();
    const patch = (measurementSystem: string) =>
      injectAs(ctx.app, w.cookies.memberA).patch('/api/user/preferences', { measurementSystem });
    expect((await patch('metric')).statusCode).toBe(200);
    try {
      const list = (await post(body())).json<WeeklyShoppingList>().shoppingList!;
      const shown = list.items.map((i) => [i.quantity, i.unit, i.name]);
      // 1 1/2 cups of flour weigh 187.5 g (USDA: 125 g a cup); with 500 g and 1 lb, one line.
      expect(shown).toContainEqual(['1.14', 'kg', 'all-purpose flour']);
      // 4 1/2 lb of beef: 2041 g, without the conversion's false precision.
      expect(shown).toContainEqual(['2.04', 'kg', 'beef chuck']);
      // 1 cup and 3 × 250 ml of milk.
      expect(shown).toContainEqual(['990', 'ml', 'milk']);
      expect(shown).toContainEqual(['2', null, 'large eggs']);
      expect(shown.some(([, unit]) => unit === 'lb' || unit === 'cups')).toBe(false);
    } finally {
      await patch('asWritten');
    }
  });

  it('answers 409 for an existing list unless forced, and changes nothing', async () => {
    await planWeek();
    expect((await post(body())).statusCode).toBe(201);
    const before = await shoppingSnapshot(ctx.db);
    const again = await post(body(), 'adminA');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: EXISTING_LIST_MESSAGE });
    expect(await shoppingSnapshot(ctx.db)).toEqual(before);
  });

  it('regenerates with forceRegenerate: same list, new items, checked marks gone (200)', async () => {
    const [, stewMeal] = await planWeek();
    const first = (await post(body())).json<WeeklyShoppingList>().shoppingList!;
    await ctx.db
      .update(shoppingListItems)
      .set({ checked: true })
      .where(eq(shoppingListItems.shoppingListId, first.id));
    await ctx.db.delete(mealPlans).where(eq(mealPlans.id, stewMeal!.id));

    const res = await post(body({ forceRegenerate: true }));
    expect(res.statusCode).toBe(200);
    const second = res.json<WeeklyShoppingList>().shoppingList!;
    expect(second.id).toBe(first.id);
    expect(second.mealPlanHash).not.toBe(first.mealPlanHash);
    expect(new Date(second.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.updatedAt).getTime(),
    );
    expect(second.items.find((i) => i.name === 'beef chuck')?.quantity).toBe('3');
    expect(second.items.every((i) => !i.checked)).toBe(true);
    const snapshot = await shoppingSnapshot(ctx.db);
    expect(snapshot.lists).toHaveLength(1);
    expect(snapshot.items.map((i) => i.id)).toEqual(second.items.map((i) => i.id));
  });

  it('creates with forceRegenerate when there is no list yet, also for an empty week', async () => {
    const res = await post(body({ forceRegenerate: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json<WeeklyShoppingList>()).toMatchObject({
      shoppingList: { items: [], mealPlanHash: expect.stringMatching(/^pantry@[0-9a-f]{16}$/) },
      plannedMeals: [],
    });
  });

  it('makes one list when two members generate at once', async () => {
    await planWeek();
    const results = await Promise.all([post(body(), 'memberA'), post(body(), 'adminA')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const forced = await Promise.all([
      post(body({ forceRegenerate: true })),
      post(body({ forceRegenerate: true }), 'adminA'),
    ]);
    expect(forced.map((r) => r.statusCode)).toEqual([200, 200]);
    const snapshot = await shoppingSnapshot(ctx.db);
    expect(snapshot.lists).toHaveLength(1);
    expect(snapshot.items).toHaveLength(8);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    await planWeek();
    const cases = [
      [body({ generateFromMealPlans: false }), GENERATE_ONLY_MESSAGE],
      [body({}, { weekStartDate: '2030-01-07', weekEndDate: '2030-01-13' }), 'Sunday'],
      [body({}, { weekEndDate: '2030-01-13' }), 'Saturday'],
      [body({}, { familyId: String(w.familyA.id) }), ''],
      [body({ forceRegenerate: 'yes' }), ''],
      [body({ userId: 1 }), ''],
      [{ generateFromMealPlans: true }, ''],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await shoppingSnapshot(ctx.db)).toEqual({ lists: [], items: [] });
  });

  it('needs a session', async () => {
    expect((await post(body(), null)).statusCode).toBe(401);
  });
});
