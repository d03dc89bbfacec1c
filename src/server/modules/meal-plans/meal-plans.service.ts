import type { z } from 'zod';
import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type {
  createMealPlanBodySchema,
  MealPlan,
  MealPlanChanges,
  MealPlanRangeQuery,
} from '#shared/meal-plans/meal-plans.schemas';
import { insertPlanTarget } from '#server/modules/staging/plan-target-insert';
import { toRecipeBrief } from '#server/modules/recipes/recipe-brief-columns';
import {
  deleteFamilyMealPlans,
  deleteMealPlan,
  findFamilyMealPlanRows,
  findMealPlanRow,
  insertMealPlan,
  updateMealPlan,
  type MealPlanRow,
} from './meal-plans.repository';
import { entryDayString, toNoonDateTime } from '#shared/meal-plans/calendar-day';

export function toMealPlanDto(row: MealPlanRow): MealPlan {
  return {
    id: row.id,
    familyId: row.familyId,
    recipeId: row.recipeId,
    // Stored as 'YYYY-MM-DD 12:00:00'; sent as local noon with no zone
    // (product rule: meal-day-noon).
    date: toNoonDateTime(entryDayString(row.date)),
    mealType: row.mealType,
    plannedServings: row.plannedServings,
    isPlaceholder: row.isPlaceholder,
    placeholderData: row.placeholderData ?? null,
    recipe: toRecipeBrief(row),
    createdAt: row.createdAt.toISOString(),
    cookedAt: row.cookedAt?.toISOString() ?? null,
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
 * so a recipe deleted meanwhile answers 404 instead of a broken entry. With an
 * Idempotency-Key a repeat answers the first entry instead of planning again (decision 010).
 */
export async function createMealPlan(
  db: Database,
  user: CurrentUser,
  body: z.infer<typeof createMealPlanBodySchema>,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<MealPlan>> {
  return createOnce(db, idempotency, 201, async (q) => {
    const id = await insertPlanTarget(q, user, body.familyId, body, (tx, target) =>
      insertMealPlan(tx, {
        familyId: body.familyId,
        date: body.date,
        mealType: body.mealType,
        plannedServings: body.plannedServings,
        ...target,
        createdBy: user.id,
      }),
    );
    return readMealPlan(q, id);
  });
}

/**
 * New planned servings and/or a move to another day and meal: one UPDATE of the same row, so
 * the entry keeps its id, recipe and (unless sent) servings, and two moves at once leave one
 * entry (decision 011). Only entries of the user's families; any other id is 404, as if it
 * did not exist, and nothing changes.
 */
export async function changeMealPlan(
  db: Database,
  user: CurrentUser,
  id: number,
  changes: MealPlanChanges,
): Promise<MealPlan> {
  await requireAccess(db, user, 'mealPlan.edit', [id]);
  // An entry never changes family, so only a delete in between leaves nothing to update.
  if (!(await updateMealPlan(db, id, changes))) throw accessError('mealPlan.edit');
  return readMealPlan(db, id);
}

export async function removeMealPlan(db: Database, user: CurrentUser, id: number) {
  await requireAccess(db, user, 'mealPlan.edit', [id]);
  if (!(await deleteMealPlan(db, id))) throw accessError('mealPlan.edit');
}

/** Clear week: one DELETE statement, so it happens entirely or not at all. */
export async function clearFamilyMealPlans(
  db: Database,
  familyId: number,
  range: MealPlanRangeQuery,
) {
  return { deleted: await deleteFamilyMealPlans(db, familyId, range.startDate, range.endDate) };
}

async function readMealPlan(db: DbOrTx, id: number) {
  const row = await findMealPlanRow(db, id);
  // Gone already: another request deleted it between our write and this read.
  if (!row) throw accessError('mealPlan.edit');
  return toMealPlanDto(row);
}
