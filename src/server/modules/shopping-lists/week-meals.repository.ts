import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { ingredients, mealPlans, recipes, units } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import { addDaysToDay } from '#shared/meal-plans/calendar-day';

/**
 * The recipe's version for the week's hash (computeMealPlanHash): a digest of everything a
 * shopping list takes from it, as findRecipeIngredients reads it (title, servings, each
 * ingredient's quantity, unit name and text in order). JSON keeps nulls and separators
 * unambiguous; 64 bits of SHA-256 are plenty to notice a change. Null for a placeholder.
 */
const recipeVersion = sql<string | null>`case when ${q(recipes.id)} is null then null else
  left(encode(sha256(convert_to(jsonb_build_array(${q(recipes.title)}, ${q(recipes.servings)},
    coalesce((
      select jsonb_agg(jsonb_build_array(vi.quantity, vu.name, vi.text) order by vi.position, vi.id)
      from ${ingredients} vi left join ${units} vu on vu.id = vi.unit_id
      where vi.recipe_id = ${q(recipes.id)}), '[]'::jsonb))::text, 'UTF8')), 'hex'), 16) end`;

/**
 * The family's meal plan entries of the week starting `weekStartDate` (Sunday to Saturday,
 * stored at noon of their day) with their recipe's title, servings and version; one query.
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
      recipeVersion,
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
