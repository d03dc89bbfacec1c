import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { hiddenRecipes } from '#server/db/schema';

const hiddenColumns = {
  recipeId: hiddenRecipes.recipeId,
  familyId: hiddenRecipes.familyId,
  hiddenBy: hiddenRecipes.hiddenBy,
  createdAt: hiddenRecipes.createdAt,
};

/** Inserts the mark unless it exists; null when it was already there. */
export async function insertHiddenMark(
  db: DbOrTx,
  values: { recipeId: number; familyId: number; hiddenBy: number },
) {
  const rows = await db
    .insert(hiddenRecipes)
    .values(values)
    .onConflictDoNothing()
    .returning(hiddenColumns);
  return rows[0] ?? null;
}

export async function findHiddenMark(db: DbOrTx, recipeId: number, familyId: number) {
  const rows = await db
    .select(hiddenColumns)
    .from(hiddenRecipes)
    .where(and(eq(hiddenRecipes.recipeId, recipeId), eq(hiddenRecipes.familyId, familyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteHiddenMark(db: DbOrTx, recipeId: number, familyId: number) {
  await db
    .delete(hiddenRecipes)
    .where(and(eq(hiddenRecipes.recipeId, recipeId), eq(hiddenRecipes.familyId, familyId)));
}
