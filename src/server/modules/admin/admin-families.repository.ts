import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, families, familyCookbooks, userFamilies } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { AdminListQuery } from '#shared/admin/list-query.schemas';
import { countOf, countRows, matchesSearch, windowTotal } from './admin-list';

const familyMatches = (search?: string) => matchesSearch(search, [families.name]);

/**
 * A page of the families whose name contains the search text, with their default cookbook
 * and how many members and linked cookbooks they have, by name as people read it (ties by
 * id). One query: the page's ids first (families_name_order_idx, so the rows an offset skips
 * cost no counting), then correlated counts over the indexed family columns of user_families
 * and family_cookbooks for those rows only.
 */
export async function findAdminFamiliesPage(db: DbOrTx, { search, limit, offset }: AdminListQuery) {
  const page = db
    .select({ id: families.id, total: windowTotal(search).as('total') })
    .from(families)
    .where(familyMatches(search))
    .orderBy(sql`lower(${q(families.name)})`, asc(families.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: families.id,
      name: families.name,
      createdAt: families.createdAt,
      defaultCookbookId: cookbooks.id,
      defaultCookbookName: cookbooks.name,
      memberCount: sql<number>`(
        select count(*) from ${userFamilies}
        where ${q(userFamilies.familyId)} = ${q(families.id)})::int`,
      cookbookCount: sql<number>`(
        select count(*) from ${familyCookbooks} fc where fc.family_id = ${q(families.id)})::int`,
      total: page.total,
    })
    .from(page)
    .innerJoin(families, eq(families.id, page.id))
    .leftJoin(
      familyCookbooks,
      and(eq(familyCookbooks.familyId, families.id), eq(familyCookbooks.isDefault, true)),
    )
    .leftJoin(cookbooks, eq(cookbooks.id, familyCookbooks.cookbookId))
    .orderBy(sql`lower(${q(families.name)})`, asc(families.id));
}

/** How many families findAdminFamiliesPage finds in all. */
export async function countAdminFamilies(db: DbOrTx, search?: string) {
  return countOf(countRows(db).from(families).where(familyMatches(search)));
}

/**
 * Locks the family row against other changes of it and its cookbook links (which lock it the
 * same way), without blocking inserts that merely reference it. Its name, or null.
 */
export async function lockFamily(tx: DbOrTx, familyId: number) {
  const rows = await tx
    .select({ id: families.id, name: families.name })
    .from(families)
    .where(eq(families.id, familyId))
    .for('no key update')
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFamily(tx: DbOrTx, name: string) {
  const [row] = await tx
    .insert(families)
    .values({ name })
    .returning({ id: families.id, name: families.name });
  return row!;
}

export async function renameFamily(tx: DbOrTx, familyId: number, name: string) {
  await tx.update(families).set({ name }).where(eq(families.id, familyId));
}

/** A private cookbook linked to the family as its default. */
export async function insertDefaultCookbook(tx: DbOrTx, familyId: number, name: string) {
  const [cookbook] = await tx
    .insert(cookbooks)
    .values({ name, isPublic: false })
    .returning({ id: cookbooks.id });
  await tx.insert(familyCookbooks).values({ familyId, cookbookId: cookbook!.id, isDefault: true });
  return cookbook!.id;
}

/** The family's default cookbook id, or null when it has none. */
export async function findDefaultCookbookId(db: DbOrTx, familyId: number) {
  const rows = await db
    .select({ cookbookId: familyCookbooks.cookbookId })
    .from(familyCookbooks)
    .where(and(eq(familyCookbooks.familyId, familyId), eq(familyCookbooks.isDefault, true)))
    .limit(1);
  return rows[0]?.cookbookId ?? null;
}
