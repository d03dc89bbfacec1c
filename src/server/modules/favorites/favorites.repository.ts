import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { favorites } from '#server/db/schema';

const favoriteColumns = { recipeId: favorites.recipeId, createdAt: favorites.createdAt };

/** Inserts the mark unless it exists; null when it was already there. */
export async function insertFavorite(db: DbOrTx, userId: number, recipeId: number) {
  const rows = await db
    .insert(favorites)
    .values({ userId, recipeId })
    .onConflictDoNothing()
    .returning(favoriteColumns);
  return rows[0] ?? null;
}

export async function findFavorite(db: DbOrTx, userId: number, recipeId: number) {
  const rows = await db
    .select(favoriteColumns)
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.recipeId, recipeId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteFavorite(db: DbOrTx, userId: number, recipeId: number) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.recipeId, recipeId)));
}
