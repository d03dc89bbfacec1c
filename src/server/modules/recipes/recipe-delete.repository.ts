import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { recipes } from '#server/db/schema';

/**
 * Locks the recipe about to be deleted, so a concurrent edit or delete waits for this
 * transaction; false when there is none. Who may delete it is the service's question.
 */
export async function lockRecipe(tx: DbOrTx, recipeId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for('update')
    .limit(1);
  return rows.length > 0;
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
