import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, recipes } from '#server/db/schema';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { editsCookbook, visibleToUser } from './recipe-visibility';

/**
 * The recipe about to be deleted, if the user may see it, with whether they edit its
 * cookbook. Locks the row, so a concurrent edit or delete waits for this transaction.
 */
export async function lockRecipeForDelete(tx: DbOrTx, user: CurrentUser, recipeId: number) {
  const rows = await tx
    .select({ id: recipes.id, editsCookbook: editsCookbook(user.id) })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(and(eq(recipes.id, recipeId), visibleToUser(user)))
    .for('update', { of: recipes })
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Deletes the recipe. The database does the rest (drizzle/0004, docs/decisions/008): meal
 * plan entries and staged items that used it become placeholders carrying its title
 * (a BEFORE DELETE trigger); ingredients, directions, notes, favourites and hidden marks go
 * with it (ON DELETE CASCADE).
 */
export async function deleteRecipeRow(tx: DbOrTx, recipeId: number) {
  await tx.delete(recipes).where(eq(recipes.id, recipeId));
}
