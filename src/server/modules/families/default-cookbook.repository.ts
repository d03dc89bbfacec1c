import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, familyCookbooks } from '#server/db/schema';

/** The family's default cookbook (at most one: family_cookbooks_one_default_uq), or null. */
export async function findDefaultCookbook(db: DbOrTx, familyId: number) {
  const rows = await db
    .select({ id: cookbooks.id, name: cookbooks.name })
    .from(familyCookbooks)
    .innerJoin(cookbooks, eq(cookbooks.id, familyCookbooks.cookbookId))
    .where(and(eq(familyCookbooks.familyId, familyId), eq(familyCookbooks.isDefault, true)))
    .limit(1);
  return rows[0] ?? null;
}
