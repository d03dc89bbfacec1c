import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, familyCookbooks } from '#server/db/schema';

export async function findAllFamilyCookbookLinks(db: DbOrTx) {
  return db
    .select({
      familyId: familyCookbooks.familyId,
      cookbookId: familyCookbooks.cookbookId,
      isDefault: familyCookbooks.isDefault,
    })
    .from(familyCookbooks)
    .orderBy(asc(familyCookbooks.familyId), asc(familyCookbooks.cookbookId));
}

/**
 * The cookbook, key-share locked: it cannot be deleted (nor its id change) until this
 * transaction ends, while other links to it may still be made. Null when there is none.
 */
export async function findCookbookForLink(tx: DbOrTx, cookbookId: number) {
  const rows = await tx
    .select({ id: cookbooks.id, isPublic: cookbooks.isPublic })
    .from(cookbooks)
    .where(eq(cookbooks.id, cookbookId))
    .for('key share')
    .limit(1);
  return rows[0] ?? null;
}

const linkOf = (familyId: number, cookbookId: number) =>
  and(eq(familyCookbooks.familyId, familyId), eq(familyCookbooks.cookbookId, cookbookId));

export async function findLink(tx: DbOrTx, familyId: number, cookbookId: number) {
  const rows = await tx
    .select({ isDefault: familyCookbooks.isDefault })
    .from(familyCookbooks)
    .where(linkOf(familyId, cookbookId))
    .limit(1);
  return rows[0] ?? null;
}

/** Links the cookbook (not as the default); false when it already was. */
export async function insertLink(tx: DbOrTx, familyId: number, cookbookId: number) {
  const rows = await tx
    .insert(familyCookbooks)
    .values({ familyId, cookbookId, isDefault: false })
    .onConflictDoNothing()
    .returning({ familyId: familyCookbooks.familyId });
  return rows.length > 0;
}

export async function deleteLink(tx: DbOrTx, familyId: number, cookbookId: number) {
  await tx.delete(familyCookbooks).where(linkOf(familyId, cookbookId));
}

/**
 * Makes the cookbook the family's default: the old default stays linked but is no longer the
 * default (first, so family_cookbooks_one_default_uq never sees two), then the cookbook is
 * linked as the default, or its link marked so.
 */
export async function setDefaultLink(tx: DbOrTx, familyId: number, cookbookId: number) {
  await tx
    .update(familyCookbooks)
    .set({ isDefault: false })
    .where(and(eq(familyCookbooks.familyId, familyId), eq(familyCookbooks.isDefault, true)));
  await tx
    .insert(familyCookbooks)
    .values({ familyId, cookbookId, isDefault: true })
    .onConflictDoUpdate({
      target: [familyCookbooks.familyId, familyCookbooks.cookbookId],
      set: { isDefault: true },
    });
}
