import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { categories, cookbooks, mealPlans, recipes } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import { toNoonDateTime, type CalendarDay } from '#shared/meal-plans/calendar-day';
import { MEAL_TYPES, type MealType } from '#shared/meal-plans/meal-plans.schemas';
import type { PlaceholderData } from '#shared/staging/staging.schemas';
import { recipeBriefColumns } from '#server/modules/recipes/recipe-brief-columns';

/** The stored form of a day: that day at 12:00, no zone (product rule: meal-day-noon). */
const noonOf = (day: CalendarDay) => toNoonDateTime(day);

const mealPlanColumns = {
  id: mealPlans.id,
  familyId: mealPlans.familyId,
  recipeId: mealPlans.recipeId,
  date: mealPlans.date,
  mealType: mealPlans.mealType,
  plannedServings: mealPlans.plannedServings,
  isPlaceholder: mealPlans.isPlaceholder,
  placeholderData: mealPlans.placeholderData,
  createdAt: mealPlans.createdAt,
  cookedAt: mealPlans.cookedAt,
  ...recipeBriefColumns,
};

/** Entries with their recipe brief; left joins because placeholders have no recipe. */
function selectMealPlans(db: DbOrTx) {
  return db
    .select(mealPlanColumns)
    .from(mealPlans)
    .leftJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId));
}

export type MealPlanRow = Awaited<ReturnType<typeof findMealPlanRow>> & {};

export async function findMealPlanRow(db: DbOrTx, id: number) {
  const rows = await selectMealPlans(db).where(eq(mealPlans.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Every timestamp of the days `from` to `to`, both included. */
function withinDays(from: CalendarDay, to: CalendarDay) {
  return and(gte(mealPlans.date, `${from} 00:00:00`), lte(mealPlans.date, `${to} 23:59:59.999999`));
}

/** Breakfast first, Dessert last: the order of MEAL_TYPES, not the alphabet. */
const mealTypeOrder = sql`array_position(array[${sql.join(
  MEAL_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${q(mealPlans.mealType)})`;

/** One query for the whole range, briefs included; by day, then meal, then id. */
export function findFamilyMealPlanRows(
  db: DbOrTx,
  familyId: number,
  from: CalendarDay,
  to: CalendarDay,
) {
  return selectMealPlans(db)
    .where(and(eq(mealPlans.familyId, familyId), withinDays(from, to)))
    .orderBy(asc(mealPlans.date), mealTypeOrder, asc(mealPlans.id));
}

export async function insertMealPlan(
  db: DbOrTx,
  values: {
    familyId: number;
    date: CalendarDay;
    mealType: MealType;
    plannedServings: number;
    recipeId: number | null;
    placeholderData: PlaceholderData | null;
    createdBy: number;
  },
) {
  const [row] = await db
    .insert(mealPlans)
    .values({ ...values, date: noonOf(values.date), isPlaceholder: values.recipeId === null })
    .returning({ id: mealPlans.id });
  return row!.id;
}

/**
 * One UPDATE of the fields given (a move is a new day and meal on the same row); false when
 * there is no such entry.
 */
export async function updateMealPlan(
  db: DbOrTx,
  id: number,
  changes: { plannedServings?: number; date?: CalendarDay; mealType?: MealType },
) {
  const set = {
    ...(changes.plannedServings !== undefined && { plannedServings: changes.plannedServings }),
    ...(changes.date !== undefined && { date: noonOf(changes.date) }),
    ...(changes.mealType !== undefined && { mealType: changes.mealType }),
  };
  if (Object.keys(set).length === 0) throw new Error('updateMealPlan: nothing to change');
  const rows = await db
    .update(mealPlans)
    .set(set)
    .where(eq(mealPlans.id, id))
    .returning({ id: mealPlans.id });
  return rows.length > 0;
}

/** Deletes the entry; false when there is none. */
export async function deleteMealPlan(db: DbOrTx, id: number) {
  const rows = await db
    .delete(mealPlans)
    .where(eq(mealPlans.id, id))
    .returning({ id: mealPlans.id });
  return rows.length > 0;
}

/** One statement: a week (or any range) of the family's plan; returns how many went. */
export async function deleteFamilyMealPlans(
  db: DbOrTx,
  familyId: number,
  from: CalendarDay,
  to: CalendarDay,
) {
  const rows = await db
    .delete(mealPlans)
    .where(and(eq(mealPlans.familyId, familyId), withinDays(from, to)))
    .returning({ id: mealPlans.id });
  return rows.length;
}
