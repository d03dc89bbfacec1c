import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { importLog, recipes } from '#server/db/schema';

/** Any fixed number; it only has to differ from the other advisory locks of this app. */
const IMPORT_LOG_LOCK_KEY = 727_012;

const since = (window: string) => sql`now() - ${window}::interval`;

/** Serialises one user's limit check and insert for the rest of the transaction. */
export async function lockImportLog(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOG_LOCK_KEY}, ${userId})`);
}

/** The user's attempts in the last `window`, and in how many seconds the oldest leaves it. */
export async function countImportsSince(tx: DbOrTx, userId: number, window: string) {
  const rows = await tx
    .select({
      count: count(),
      freeInSeconds: sql<
        number | string | null
      >`ceil(extract(epoch from min(${importLog.createdAt}) + ${window}::interval - now()))`,
    })
    .from(importLog)
    .where(and(eq(importLog.userId, userId), gt(importLog.createdAt, since(window))));
  const row = rows[0];
  return {
    count: Number(row?.count ?? 0),
    freeInSeconds: Math.max(1, Number(row?.freeInSeconds ?? 1)),
  };
}

export async function insertImportAttempt(tx: DbOrTx, userId: number) {
  await tx.insert(importLog).values({ userId });
}

/** Rows no limit looks at any more. */
export async function deleteImportsBefore(tx: DbOrTx, window: string) {
  await tx.delete(importLog).where(lt(importLog.createdAt, since(window)));
}

/** The oldest recipe of the cookbook imported from `sourceUrl`, if any. */
export async function findRecipeBySource(db: DbOrTx, cookbookId: number, sourceUrl: string) {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.cookbookId, cookbookId), eq(recipes.sourceUrl, sourceUrl)))
    .orderBy(asc(recipes.id))
    .limit(1);
  return rows[0] ?? null;
}

/** What the recipe form does not write: the times and the address it came from. */
export async function setImportedFields(
  tx: DbOrTx,
  recipeId: number,
  fields: { prepTime: number; cookTime: number; sourceUrl: string | null },
) {
  await tx.update(recipes).set(fields).where(eq(recipes.id, recipeId));
}
