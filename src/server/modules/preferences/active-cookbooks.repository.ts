import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { userActiveCookbooks } from '#server/db/schema';

/** The cookbooks the user switched off (no row, or a row with isActive, means active). */
export async function findInactiveCookbookIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ cookbookId: userActiveCookbooks.cookbookId })
    .from(userActiveCookbooks)
    .where(and(eq(userActiveCookbooks.userId, userId), eq(userActiveCookbooks.isActive, false)));
  return rows.map((r) => r.cookbookId);
}

/** Makes the cookbooks active for the user: their rows go (no row means active). */
export async function deleteCookbookChoices(db: DbOrTx, userId: number, cookbookIds: number[]) {
  if (cookbookIds.length === 0) return;
  await db
    .delete(userActiveCookbooks)
    .where(
      and(
        eq(userActiveCookbooks.userId, userId),
        inArray(userActiveCookbooks.cookbookId, cookbookIds),
      ),
    );
}

/** Switches the cookbooks off for the user. */
export async function markCookbooksInactive(db: DbOrTx, userId: number, cookbookIds: number[]) {
  if (cookbookIds.length === 0) return;
  await db
    .insert(userActiveCookbooks)
    .values(cookbookIds.map((cookbookId) => ({ userId, cookbookId, isActive: false })))
    .onConflictDoUpdate({
      target: [userActiveCookbooks.userId, userActiveCookbooks.cookbookId],
      set: { isActive: false },
    });
}
