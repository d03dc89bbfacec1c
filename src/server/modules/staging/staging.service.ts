import type { z } from 'zod';
import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { StagedRecipe, stageRecipeBodySchema } from '#shared/staging/staging.schemas';
import { toRecipeBrief } from '#server/modules/recipes/recipe-brief-columns';
import { insertPlanTarget } from './plan-target-insert';
import {
  deleteFamilyStagedRecipes,
  deleteStagedRecipe,
  findFamilyStagedRecipes,
  findStagedRecipe,
  insertStagedRecipe,
  updateBatchCount,
  type StagedRecipeRow,
} from './staging.repository';

export function toStagedRecipeDto(row: StagedRecipeRow): StagedRecipe {
  return {
    id: row.id,
    familyId: row.familyId,
    userId: row.userId,
    recipeId: row.recipeId,
    batchCount: row.batchCount,
    isPlaceholder: row.isPlaceholder,
    placeholderData: row.placeholderData ?? null,
    createdAt: row.createdAt.toISOString(),
    recipe: toRecipeBrief(row),
  };
}

/** The route's access rule admitted only members of `familyId`. */
export async function listFamilyStagedRecipes(
  db: Database,
  familyId: number,
): Promise<StagedRecipe[]> {
  return (await findFamilyStagedRecipes(db, familyId)).map(toStagedRecipeDto);
}

/**
 * Stages a recipe the family sees, or a placeholder. The route's access rule made sure the
 * user is a member; the stager is always the session user, never a `userId` from the body.
 * The recipe stays locked from its visibility check until the insert commits (see
 * insertPlanTarget). With an Idempotency-Key a repeat answers the first item instead of
 * staging again (decision 010).
 */
export async function stageRecipe(
  db: Database,
  user: CurrentUser,
  body: z.infer<typeof stageRecipeBodySchema>,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<StagedRecipe>> {
  return createOnce(db, idempotency, 201, async (q) => {
    const id = await insertPlanTarget(q, user, body.familyId, body, (tx, target) =>
      insertStagedRecipe(tx, {
        familyId: body.familyId,
        userId: user.id,
        ...target,
        batchCount: body.batchCount,
      }),
    );
    return readStagedRecipe(q, id);
  });
}

/** Only items of the user's families; any other id is 404, as if it did not exist. */
export async function changeBatchCount(
  db: Database,
  user: CurrentUser,
  id: number,
  batchCount: number,
): Promise<StagedRecipe> {
  await requireAccess(db, user, 'stagedRecipe.edit', [id]);
  // An item never changes family, so only a removal in between leaves nothing to update.
  if (!(await updateBatchCount(db, id, batchCount))) throw accessError('stagedRecipe.edit');
  return readStagedRecipe(db, id);
}

export async function unstageRecipe(db: Database, user: CurrentUser, id: number) {
  await requireAccess(db, user, 'stagedRecipe.edit', [id]);
  if (!(await deleteStagedRecipe(db, id))) throw accessError('stagedRecipe.edit');
}

export async function clearFamilyStagedRecipes(db: Database, familyId: number) {
  return { deleted: await deleteFamilyStagedRecipes(db, familyId) };
}

async function readStagedRecipe(db: DbOrTx, id: number) {
  const row = await findStagedRecipe(db, id);
  // Gone already: another request removed it between our write and this read.
  if (!row) throw accessError('stagedRecipe.edit');
  return toStagedRecipeDto(row);
}
