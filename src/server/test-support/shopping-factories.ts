import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mealPlans, shoppingListItems, shoppingLists } from '../db/schema';
import type { App } from '../app';
import type { MealType } from '../../shared/meal-plans/meal-plans.schemas';
import { weekEndDateOf } from '../../shared/meal-plans/calendar-day';

/** A meal plan row at noon of `day`: a recipe's, or a placeholder's when `title` is given. */
export async function planMeal(
  db: Database,
  values: {
    familyId: number;
    day: string;
    recipeId?: number;
    title?: string;
    plannedServings?: number;
    mealType?: MealType;
  },
) {
  const { day, recipeId, title, ...rest } = values;
  const [row] = await db
    .insert(mealPlans)
    .values({
      mealType: 'Dinner',
      plannedServings: 4,
      ...rest,
      date: `${day} 12:00:00`,
      recipeId: recipeId ?? null,
      isPlaceholder: recipeId === undefined,
      placeholderData: recipeId === undefined ? { title: title ?? 'Leftovers' } : null,
    })
    .returning();
  return row!;
}

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

/** POST /api/shopping-lists for the week starting on `weekStartDate`, as the cookie's user. */
export function requestGeneration(
  app: App,
  headers: { cookie: string },
  values: { familyId: number; weekStartDate: string; forceRegenerate?: boolean },
) {
  const { familyId, weekStartDate, forceRegenerate = false } = values;
  return app.inject({
    method: 'POST',
    url: '/api/shopping-lists',
    headers,
    payload: {
      shoppingList: {
        familyId,
        weekStartDate,
        weekEndDate: weekEndDateOf(weekStartDate),
        mealPlanHash: '',
      },
      generateFromMealPlans: true,
      forceRegenerate,
      items: [],
    },
  });
}
