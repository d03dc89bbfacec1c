import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { badRequest } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { ErrorCode } from '#shared/api/error-codes';
import {
  PLACEHOLDER_MISSING_MESSAGE,
  readPlanTarget,
  RECIPE_MISSING_MESSAGE,
  type PlaceholderData,
} from '#shared/staging/staging.schemas';
import { lockRecipeForPlanning } from '#server/modules/recipes/recipe-brief-columns';

/** What a staged item or a meal plan entry points at: a recipe, or a placeholder's data. */
export type PlanTargetColumns = {
  recipeId: number | null;
  placeholderData: PlaceholderData | null;
};

/** readPlanTarget's refusals, each with its code; another one would answer `bad_request`. */
const PLAN_TARGET_ERRORS = new Map<string, ErrorCode>([
  [PLACEHOLDER_MISSING_MESSAGE, 'placeholder_missing'],
  [RECIPE_MISSING_MESSAGE, 'recipe_missing'],
  ['A placeholder cannot have a recipeId', 'placeholder_with_recipe'],
  ['placeholderData needs isPlaceholder: true', 'placeholder_data_without_flag'],
]);

/**
 * Reads a recipe-or-placeholder body (400 with the spec's messages when it is neither) and
 * runs `insert` in a transaction that holds a lock on the recipe, checked visible to the
 * family (see lockRecipeForPlanning): a recipe deleted at the same moment answers
 * 'Recipe not found' instead of leaving a row that points at nothing. Returns the new id.
 */
export async function insertPlanTarget(
  db: Database,
  user: CurrentUser,
  familyId: number,
  body: Parameters<typeof readPlanTarget>[0],
  insert: (tx: DbOrTx, columns: PlanTargetColumns) => Promise<number>,
): Promise<number> {
  const target = readPlanTarget(body);
  if ('error' in target) {
    throw badRequest(PLAN_TARGET_ERRORS.get(target.error) ?? 'bad_request', target.error);
  }
  return db.transaction(async (tx) => {
    if (target.kind === 'placeholder') {
      return insert(tx, { recipeId: null, placeholderData: target.placeholderData });
    }
    // Locked before the check, so the recipe cannot be deleted in between.
    if (!(await lockRecipeForPlanning(tx, target.recipeId))) {
      throw accessError('familyRecipe.read');
    }
    await requireAccess(tx, user, 'familyRecipe.read', [target.recipeId], { familyId });
    return insert(tx, { recipeId: target.recipeId, placeholderData: null });
  });
}
