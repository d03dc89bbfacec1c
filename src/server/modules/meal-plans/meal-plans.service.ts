import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/sessions';
import type {
  MealPlan,
  MealPlanRangeQuery,
  MealType,
} from '../../../shared/meal-plans/meal-plans.schemas';
import type { CalendarDay } from '../../../shared/meal-plans/calendar-day';
import type { PlaceholderInput } from '../../../shared/staging/staging.schemas';
import { insertPlanTarget } from '../staging/plan-target-insert';
import { toRecipeBrief } from '../recipes/recipe-brief-columns';
import {
  deleteFamilyMealPlans,
  deleteMealPlan,
  findFamilyMealPlanRows,
  findMealPlanRow,
  insertMealPlan,
  updatePlannedServings,
  type MealPlanRow,
} from './meal-plans.repository';

const MEAL_PLAN_NOT_FOUND = 'Meal plan not found';

export function toMealPlanDto(row: MealPlanRow): MealPlan {
  return {
    id: row.id,
    familyId: row.familyId,
    recipeId: row.recipeId,
    // Stored as 'YYYY-MM-DD 12:00:00'; sent as local noon with no zone (core §3).
    date: `${row.date.slice(0, 10)}T12:00:00`,
    mealType: row.mealType,
    plannedServings: row.plannedServings,
    isPlaceholder: row.isPlaceholder,
    placeholderData: row.placeholderData ?? null,
    recipe: toRecipeBrief(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The route's access rule admitted only members of `familyId`. */
export async function listFamilyMealPlans(
  db: Database,
  familyId: number,
  range: MealPlanRangeQuery,
): Promise<MealPlan[]> {
  const rows = await findFamilyMealPlanRows(db, familyId, range.startDate, range.endDate);
  return rows.map(toMealPlanDto);
}

/**
 * Plans a recipe the family sees, or a placeholder, on a day. The creator is the session
 * user. The visibility check and the insert share a transaction with a lock on the recipe,
 * so a recipe deleted meanwhile answers 404 instead of a broken entry.
 */
export async function createMealPlan(
  db: Database,
  user: CurrentUser,
  body: {
    familyId: number;
    date: CalendarDay;
    mealType: MealType;
    plannedServings: number;
    recipeId?: number | null | undefined;
    isPlaceholder?: boolean | undefined;
    placeholderData?: PlaceholderInput | null | undefined;
  },
): Promise<MealPlan> {
  const id = await insertPlanTarget(db, body.familyId, body, (tx, target) =>
    insertMealPlan(tx, {
      familyId: body.familyId,
      date: body.date,
      mealType: body.mealType,
      plannedServings: body.plannedServings,
      ...target,
      createdBy: user.id,
    }),
  );
  return readMealPlan(db, id);
}

/** Only entries of the user's families; any other id is 404, as if it did not exist. */
export async function changePlannedServings(
  db: Database,
  user: CurrentUser,
  id: number,
  plannedServings: number,
): Promise<MealPlan> {
  if (!(await updatePlannedServings(db, id, user.familyIds, plannedServings))) {
    throw notFound(MEAL_PLAN_NOT_FOUND);
  }
  return readMealPlan(db, id);
}

export async function removeMealPlan(db: Database, user: CurrentUser, id: number) {
  if (!(await deleteMealPlan(db, id, user.familyIds))) throw notFound(MEAL_PLAN_NOT_FOUND);
}

/** Clear week: one DELETE statement, so it happens entirely or not at all. */
export async function clearFamilyMealPlans(
  db: Database,
  familyId: number,
  range: MealPlanRangeQuery,
) {
  return { deleted: await deleteFamilyMealPlans(db, familyId, range.startDate, range.endDate) };
}

async function readMealPlan(db: Database, id: number) {
  const row = await findMealPlanRow(db, id);
  // Gone already: another request deleted it between our write and this read.
  if (!row) throw notFound(MEAL_PLAN_NOT_FOUND);
  return toMealPlanDto(row);
}
