import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { families, roles, userFamilies, users } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { AdminListQuery } from '#shared/admin/list-query.schemas';
import { countOf, countRows, matchesSearch, windowTotal } from './admin-list';

const userMatches = (search?: string) => matchesSearch(search, [users.name, users.email]);

/**
 * A page of the users whose name or email contains the search text, with their super admin
 * flag and whether they ever signed in, by name as people read it (ties by id).
 */
export async function findUsersPage(db: DbOrTx, { search, limit, offset }: AdminListQuery) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      picture: users.picture,
      isSuperAdmin: sql<boolean>`exists (select 1 from ${roles} where ${q(roles.userId)} = ${q(users.id)} and ${q(roles.role)} = 'super_admin')`,
      hasSignedIn: sql<boolean>`${q(users.oidcSub)} is not null`,
      createdAt: users.createdAt,
      total: windowTotal(search),
    })
    .from(users)
    .where(userMatches(search))
    .orderBy(sql`lower(${q(users.name)})`, asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** How many users findUsersPage finds in all. */
export async function countUsers(db: DbOrTx, search?: string) {
  return countOf(countRows(db).from(users).where(userMatches(search)));
}

/**
 * The user, locked until the transaction ends: 'update' before changing the row, 'key share'
 * to keep it from being deleted while rows that point at it are written. Null when unknown.
 */
export async function lockUser(tx: DbOrTx, userId: number, mode: 'update' | 'key share') {
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for(mode);
  return rows[0] ?? null;
}

/** The family's name, the family kept from being deleted until the transaction ends. */
export async function lockFamily(tx: DbOrTx, familyId: number) {
  const rows = await tx
    .select({ id: families.id, name: families.name })
    .from(families)
    .where(eq(families.id, familyId))
    .for('key share');
  return rows[0] ?? null;
}

/**
 * A user an admin adds: no OpenID identity yet (decision 002 links it at their first sign-in
 * with this email). Its id, or null when the email is taken in any case (users_email_uq).
 */
export async function insertUserUnlessEmailTaken(
  tx: DbOrTx,
  values: { name: string; email: string },
) {
  const rows = await tx
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

/** Emails are unique case-insensitively (users_email_uq is on lower(email)). */
export async function isEmailUsedByOtherUser(tx: DbOrTx, email: string, userId: number) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${q(users.email)}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateUserProfile(
  tx: DbOrTx,
  userId: number,
  values: { name: string; email: string },
) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** Users and their families: rows whose user name or email or family name has the text. */
const userWithFamilyMatches = (search?: string) =>
  matchesSearch(search, [users.name, users.email, families.name]);

/**
 * A page of the rows of users and their families: one per membership and one with null family
 * fields for each user in no family, users by name, their families by name. The search keeps
 * the rows whose user name or email or family name contains the text.
 */
export async function findUsersWithFamiliesPage(
  db: DbOrTx,
  { search, limit, offset }: AdminListQuery,
) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      membershipId: userFamilies.id,
      familyId: families.id,
      familyName: families.name,
      isFamilyAdmin: userFamilies.isAdmin,
      total: windowTotal(search),
    })
    .from(users)
    .leftJoin(userFamilies, eq(userFamilies.userId, users.id))
    .leftJoin(families, eq(families.id, userFamilies.familyId))
    .where(userWithFamilyMatches(search))
    .orderBy(
      sql`lower(${q(users.name)})`,
      asc(users.id),
      sql`lower(${q(families.name)})`,
      asc(families.id),
    )
    .limit(limit)
    .offset(offset);
}

/** How many rows findUsersWithFamiliesPage finds in all. */
export async function countUsersWithFamilies(db: DbOrTx, search?: string) {
  return countOf(
    countRows(db)
      .from(users)
      .leftJoin(userFamilies, eq(userFamilies.userId, users.id))
      .leftJoin(families, eq(families.id, userFamilies.familyId))
      .where(userWithFamilyMatches(search)),
  );
}

/** True when the error (or what it wraps) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
