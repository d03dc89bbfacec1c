import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { families, stagedRecipes, userFamilies, users } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { AdminListQuery } from '#shared/admin/list-query.schemas';
import { countOf, countRows, matchesSearch, windowTotal } from './admin-list';

export type MembershipRow = { id: number; userId: number; familyId: number; isAdmin: boolean };

const membershipColumns = {
  id: userFamilies.id,
  userId: userFamilies.userId,
  familyId: userFamilies.familyId,
  isAdmin: userFamilies.isAdmin,
};

/**
 * Memberships with their user's name and email and their family's name, and the total of a
 * search (windowTotal: null without one).
 */
function selectMemberships(db: DbOrTx, search?: string) {
  return db
    .select({
      ...membershipColumns,
      userName: users.name,
      userEmail: users.email,
      familyName: families.name,
      total: windowTotal(search),
    })
    .from(userFamilies)
    .innerJoin(users, eq(users.id, userFamilies.userId))
    .innerJoin(families, eq(families.id, userFamilies.familyId));
}

const membershipMatches = (search?: string) =>
  matchesSearch(search, [users.name, users.email, families.name]);

/**
 * A page of the memberships whose user name or email or family name contains the search
 * text, by user name, then family name (as people read them).
 */
export async function findMembershipsPage(db: DbOrTx, { search, limit, offset }: AdminListQuery) {
  return selectMemberships(db, search)
    .where(membershipMatches(search))
    .orderBy(
      sql`lower(${q(users.name)})`,
      asc(users.id),
      sql`lower(${q(families.name)})`,
      asc(families.id),
    )
    .limit(limit)
    .offset(offset);
}

/** How many memberships findMembershipsPage finds in all. */
export async function countMemberships(db: DbOrTx, search?: string) {
  const query = countRows(db).from(userFamilies);
  // Without a search the names play no part: no joins to count.
  if (!search) return countOf(query);
  return countOf(
    query
      .innerJoin(users, eq(users.id, userFamilies.userId))
      .innerJoin(families, eq(families.id, userFamilies.familyId))
      .where(membershipMatches(search)),
  );
}

export async function findMembershipWithNames(db: DbOrTx, id: number) {
  const [row] = await selectMemberships(db).where(eq(userFamilies.id, id)).limit(1);
  if (!row) return null;
  const { total: _total, ...membership } = row;
  return membership;
}

/** The membership, locked until the transaction ends; null when unknown. */
export async function lockMembership(tx: DbOrTx, id: number): Promise<MembershipRow | null> {
  const rows = await tx
    .select(membershipColumns)
    .from(userFamilies)
    .where(eq(userFamilies.id, id))
    .for('update');
  return rows[0] ?? null;
}

/** The user's membership of the family, locked; null when they are not a member. */
export async function lockMembershipOf(
  tx: DbOrTx,
  userId: number,
  familyId: number,
): Promise<MembershipRow | null> {
  const rows = await tx
    .select(membershipColumns)
    .from(userFamilies)
    .where(and(eq(userFamilies.userId, userId), eq(userFamilies.familyId, familyId)))
    .for('update');
  return rows[0] ?? null;
}

/** All the user's memberships, locked, oldest first. */
export async function lockMembershipsOfUser(tx: DbOrTx, userId: number): Promise<MembershipRow[]> {
  return tx
    .select(membershipColumns)
    .from(userFamilies)
    .where(eq(userFamilies.userId, userId))
    .orderBy(asc(userFamilies.id))
    .for('update');
}

/**
 * Puts the user in the family with this admin flag: a new membership, or the flag of the one
 * they have (user_families_user_family_uq), so a concurrent add never makes two.
 */
export async function upsertMembership(
  tx: DbOrTx,
  values: { userId: number; familyId: number; isAdmin: boolean },
): Promise<MembershipRow> {
  const [row] = await tx
    .insert(userFamilies)
    .values(values)
    .onConflictDoUpdate({
      target: [userFamilies.userId, userFamilies.familyId],
      set: { isAdmin: values.isAdmin },
    })
    .returning(membershipColumns);
  return row!;
}

export async function updateMembershipAdmin(tx: DbOrTx, id: number, isAdmin: boolean) {
  const [row] = await tx
    .update(userFamilies)
    .set({ isAdmin })
    .where(eq(userFamilies.id, id))
    .returning(membershipColumns);
  return row!;
}

export async function deleteMembership(tx: DbOrTx, id: number) {
  await tx.delete(userFamilies).where(eq(userFamilies.id, id));
}

/** The user's staged items in the family (what they put on its staging area): how many went. */
export async function deleteStagedItemsOf(tx: DbOrTx, userId: number, familyId: number) {
  const rows = await tx
    .delete(stagedRecipes)
    .where(and(eq(stagedRecipes.userId, userId), eq(stagedRecipes.familyId, familyId)))
    .returning({ id: stagedRecipes.id });
  return rows.length;
}
