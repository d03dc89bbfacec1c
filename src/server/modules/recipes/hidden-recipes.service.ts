import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import { conflict } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { HiddenRecipe } from '#shared/recipes/hidden-recipes.schemas';
import { deleteHiddenMark, findHiddenMark, insertHiddenMark } from './hidden-recipes.repository';

/**
 * Hiding is for the admins of that family and for super admins who belong to it: a stranger
 * gets 404 and a plain member 403. The recipe must be one the family sees.
 */
async function requireFamilyAdminAndRecipe(
  db: Database,
  user: CurrentUser,
  recipeId: number,
  familyId: number,
) {
  await requireAccess(db, user, 'family.hideRecipes', [familyId]);
  await requireAccess(db, user, 'familyRecipe.read', [recipeId], { familyId });
}

/** Idempotent: `created` says whether this call made the mark (201) or found it (200). */
export async function hideRecipe(
  db: Database,
  user: CurrentUser,
  recipeId: number,
  familyId: number,
): Promise<{ hidden: HiddenRecipe; created: boolean }> {
  await requireFamilyAdminAndRecipe(db, user, recipeId, familyId);
  // A second round only when a concurrent unhide slips between the insert and the read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await insertHiddenMark(db, { recipeId, familyId, hiddenBy: user.id });
    const row = inserted ?? (await findHiddenMark(db, recipeId, familyId));
    if (row) {
      return { hidden: { ...row, createdAt: row.createdAt.toISOString() }, created: !!inserted };
    }
  }
  throw conflict('recipe_hide_conflict', 'The recipe changed while hiding it; please try again');
}

/** Idempotent: showing a recipe that is not hidden succeeds too. */
export async function unhideRecipe(
  db: Database,
  user: CurrentUser,
  recipeId: number,
  familyId: number,
) {
  await requireFamilyAdminAndRecipe(db, user, recipeId, familyId);
  await deleteHiddenMark(db, recipeId, familyId);
}
