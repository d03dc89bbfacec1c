import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ingredients, mealPlans, recipes, units } from '../../db/schema';
import { addDaysToDay } from '../../../shared/meal-plans/calendar-day';

/**
 * The family's meal plan entries of the week starting `weekStartDate` (Sunday to Saturday,
 * stored at noon of their day) with their recipe's title and servings; one query.
 */
export function findWeekMealPlans(db: DbOrTx, familyId: number, weekStartDate: string) {
  return db
    .select({
      id: mealPlans.id,
      date: mealPlans.date,
      mealType: mealPlans.mealType,
      plannedServings: mealPlans.plannedServings,
      isPlaceholder: mealPlans.isPlaceholder,
      placeholderData: mealPlans.placeholderData,
      recipeId: mealPlans.recipeId,
      recipeTitle: recipes.title,
      recipeServings: recipes.servings,
    })
    .from(mealPlans)
    .leftJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .where(and(eq(mealPlans.familyId, familyId), inWeek(weekStartDate)))
    .orderBy(asc(mealPlans.date), asc(mealPlans.id));
}

export type WeekMealPlanRow = Awaited<ReturnType<typeof findWeekMealPlans>>[number];

/** The ingredients of `recipeIds` with their unit names, in recipe order; one query. */
export function findRecipeIngredients(db: DbOrTx, recipeIds: readonly number[]) {
  if (recipeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      recipeId: ingredients.recipeId,
      quantity: ingredients.quantity,
      unitName: units.name,
      text: ingredients.text,
    })
    .from(ingredients)
    .leftJoin(units, eq(units.id, ingredients.unitId))
    .where(inArray(ingredients.recipeId, [...recipeIds]))
    .orderBy(asc(ingredients.recipeId), asc(ingredients.position), asc(ingredients.id));
}

/** The seven days from Sunday `weekStartDate`, midnight to midnight (entries sit at noon). */
function inWeek(weekStartDate: string) {
  const nextSunday = addDaysToDay(weekStartDate, 7);
  return and(
    gte(mealPlans.date, `${weekStartDate} 00:00:00`),
    lt(mealPlans.date, `${nextSunday} 00:00:00`),
  );
}
