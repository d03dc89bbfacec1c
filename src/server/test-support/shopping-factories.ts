import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { mealPlans, shoppingListItems, shoppingLists } from '#server/db/schema';
import type { App } from '#server/app';
import { injectAs, type Who } from './inject-as';
import { buildRecipeWorld, createRecipe } from './recipe-factories';
import { weekEndDateOf } from '#shared/meal-plans/calendar-day';

/** Every list and item, in id order: compare before and after a refused request. */
export async function shoppingSnapshot(db: Database) {
  return {
    lists: await db.select().from(shoppingLists).orderBy(asc(shoppingLists.id)),
    items: await db.select().from(shoppingListItems).orderBy(asc(shoppingListItems.id)),
  };
}

export async function findItems(db: Database, shoppingListId: number) {
  return db
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.shoppingListId, shoppingListId))
    .orderBy(asc(shoppingListItems.position));
}

/** POST /api/shopping-lists for the week starting on `weekStartDate`, as `who`. */
export function requestGeneration(
  app: App,
  who: Who,
  values: { familyId: number; weekStartDate: string; forceRegenerate?: boolean },
) {
  const { familyId, weekStartDate, forceRegenerate = false } = values;
  return injectAs(app, who).post('/api/shopping-lists', {
    shoppingList: {
      familyId,
      weekStartDate,
      weekEndDate: weekEndDateOf(weekStartDate),
      mealPlanHash: '',
    },
    generateFromMealPlans: true,
    forceRegenerate,
    items: [],
  });
}

/** The recipe world plus two of family A's recipes that share milk: a week to shop for. */
export async function buildShoppingWorld(db: Database) {
  const w = await buildRecipeWorld(db);
  const pancakes = await createRecipe(db, {
    cookbookId: w.books.a.id,
    title: 'Pancakes',
    servings: 4,
    ingredients: [
      ['1', 'cup', 'milk'],
      ['2', null, 'large eggs'],
    ],
  });
  const stew = await createRecipe(db, {
    cookbookId: w.books.a.id,
    title: 'Beef Stew',
    servings: 4,
    ingredients: [
      ['250', 'milliliter', 'milk'],
      ['2', null, 'onions, chopped'],
    ],
  });
  return { w, pancakes, stew };
}

/** Every shopping list (their items go with them) and meal plan: each test plans afresh. */
export async function clearListsAndPlans(db: Database) {
  await db.delete(shoppingLists);
  await db.delete(mealPlans);
}
