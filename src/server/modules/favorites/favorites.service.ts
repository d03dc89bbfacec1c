import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import { conflict } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { Favorite } from '#shared/favorites/favorites.schemas';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { listFavoriteRecipes } from '#server/modules/recipes/recipes.service';
import { deleteFavorite, findFavorite, insertFavorite } from './favorites.repository';

export async function listMyFavorites(db: Database, user: CurrentUser): Promise<RecipeSummary[]> {
  return listFavoriteRecipes(db, user);
}

/** Idempotent: `created` says whether this call made the mark (201) or found it (200). */
export async function addFavorite(
  db: Database,
  user: CurrentUser,
  recipeId: number,
): Promise<{ favorite: Favorite; created: boolean }> {
  await requireAccess(db, user, 'recipe.read', [recipeId]);
  // A second round only when a concurrent removal slips between the insert and the read.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await insertFavorite(db, user.id, recipeId);
    const row = inserted ?? (await findFavorite(db, user.id, recipeId));
    if (row) {
      return { favorite: { ...row, createdAt: row.createdAt.toISOString() }, created: !!inserted };
    }
  }
  throw conflict('favorite_conflict', 'The favourite changed while saving it; please try again');
}

/** Idempotent: removing a favourite that is not there succeeds too. */
export async function removeFavorite(db: Database, user: CurrentUser, recipeId: number) {
  await requireAccess(db, user, 'recipe.read', [recipeId]);
  await deleteFavorite(db, user.id, recipeId);
}
