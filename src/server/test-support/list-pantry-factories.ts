import { ne } from 'drizzle-orm';
import type { App } from '#server/app';
import type { Database } from '#server/db/client';
import { mealPlans, pantryItems, shoppingLists } from '#server/db/schema';
import type { AddedPantryItem, PantryItem } from '#shared/pantry/pantry.schemas';
import type {
  ShoppingListItem,
  StockedPantry,
  WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';
import { createCookbook } from './factories';
import { injectAs, type Headers, type Who } from './inject-as';
import { createMealPlan } from './meal-plan-factories';
import { buildPantryWorld } from './pantry-factories';
import { createRecipe } from './recipe-factories';
import { requestGeneration } from './shopping-factories';

export const LIST_WEEK = '2030-01-06';

/**
 * The pantry world (family A with two members, family B's stranger) with family A's recipes
 * for a week that meets the pantry: English and German names, grams, cups, counts, water and
 * salt. The parent reads amounts in metric.
 */
export async function buildListPantryWorld(db: Database, app: App) {
  const world = await buildPantryWorld(db);
  const book = await createCookbook(db, { familyId: world.familyA.id, isDefault: true });
  const risotto = await createRecipe(db, {
    cookbookId: book.id,
    title: 'Risotto',
    servings: 4,
    ingredients: [
      ['750', 'gram', 'rice'],
      ['2', 'cup', 'milk'],
      ['2', 'cup', 'cream'],
      ['3', null, 'eggs'],
      ['4', null, 'onions'],
      ['50', 'gram', 'butter'],
      ['1', 'liter', 'water'],
      ['1', 'teaspoon', 'salt'],
      ['a handful', null, 'parsley'],
    ],
  });
  const reispfanne = await createRecipe(db, {
    cookbookId: book.id,
    title: 'Reispfanne',
    servings: 2,
    ingredients: [['800', 'gram', 'Reis']],
  });
  const strangerRecipe = await createRecipe(db, {
    cookbookId: (await createCookbook(db, { familyId: world.familyB.id })).id,
    title: 'Stranger Soup',
    servings: 2,
    ingredients: [['2', null, 'carrots']],
  });
  const preferences = await injectAs(app, world.memberA).patch('/api/user/preferences', {
    measurementSystem: 'metric',
  });
  if (preferences.statusCode !== 200) throw new Error(preferences.body);
  return { ...world, risotto, reispfanne, strangerRecipe };
}

export type ListPantryWorld = Awaited<ReturnType<typeof buildListPantryWorld>>;

/** Every list, plan and pantry item but the default water staples: each test starts afresh. */
export async function clearListsPlansAndPantry(db: Database) {
  await db.delete(shoppingLists);
  await db.delete(mealPlans);
  await db.delete(pantryItems).where(ne(pantryItems.nameKey, 'water'));
}

/** Plans the family's week: the risotto and the Reispfanne (placeholders add nothing). */
export async function planPantryWeek(db: Database, w: ListPantryWorld) {
  await createMealPlan(db, { familyId: w.familyA.id, day: LIST_WEEK, recipeId: w.risotto.id });
  await createMealPlan(db, {
    familyId: w.familyA.id,
    day: '2030-01-08',
    recipeId: w.reispfanne.id,
    plannedServings: 2,
  });
}

/** The list and pantry calls as `who`, failing loudly on an unexpected status. */
export function listPantryCalls(app: App, who: Who, familyId: number) {
  const as = injectAs(app, who);
  const ok = <T>(res: { statusCode: number; body: string; json: <U>() => U }) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body}`);
    return res.json<T>();
  };
  return {
    addToPantry: async (line: string | object) =>
      ok<AddedPantryItem>(
        await as.post(
          `/api/families/${familyId}/pantry`,
          typeof line === 'string' ? { line } : line,
        ),
      ).item,
    pantry: async () => ok<PantryItem[]>(await as.get(`/api/families/${familyId}/pantry`)),
    generate: async () =>
      ok<WeeklyShoppingList>(
        await requestGeneration(app, who, {
          familyId,
          weekStartDate: LIST_WEEK,
          forceRegenerate: true,
        }),
      ),
    weekly: async () =>
      ok<WeeklyShoppingList>(
        await as.get(`/api/families/${familyId}/weekly-shopping-list?weekStartDate=${LIST_WEEK}`),
      ),
    tick: async (item: ShoppingListItem) =>
      ok<ShoppingListItem>(
        await as.patch(`/api/shopping-list-items/${item.id}`, { checked: true }),
      ),
    /** POST …/weekly-shopping-list/items (product rule: added-items): the raw answer. */
    addLines: (lines: unknown, headers?: Headers, weekStartDate: unknown = LIST_WEEK) =>
      as.post(
        `/api/families/${familyId}/weekly-shopping-list/items`,
        { weekStartDate, lines },
        headers,
      ),
    added: async (lines: string[]) =>
      ok<WeeklyShoppingList>(
        await as.post(`/api/families/${familyId}/weekly-shopping-list/items`, {
          weekStartDate: LIST_WEEK,
          lines,
        }),
      ),
    stock: (listId: number, headers?: Headers) =>
      as.post(`/api/shopping-lists/${listId}/stock-pantry`, undefined, headers),
    stocked: async (listId: number, headers?: Headers) =>
      ok<StockedPantry>(
        await as.post(`/api/shopping-lists/${listId}/stock-pantry`, undefined, headers),
      ),
  };
}

/** The item named `name` of a list; throws when there is none. */
export function itemNamed(items: readonly ShoppingListItem[], name: string): ShoppingListItem {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no item ${name} in ${items.map((i) => i.name).join(', ')}`);
  return item;
}
