import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, roles, users } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { AdminListQuery } from '#shared/admin/list-query.schemas';
import type { RoleType } from '#shared/admin/roles.schemas';
import { countOf, countRows, matchesSearch, windowTotal } from './admin-list';

/**
 * Role assignments with their user's name and email and their cookbook's name, and the total
 * of a search (windowTotal: null without one).
 */
function selectRoleAssignments(db: DbOrTx, search?: string) {
  return db
    .select({
      id: roles.id,
      userId: roles.userId,
      role: roles.role,
      cookbookId: roles.cookbookId,
      cookbookName: cookbooks.name,
      userName: users.name,
      userEmail: users.email,
      createdAt: roles.createdAt,
      total: windowTotal(search),
    })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .leftJoin(cookbooks, eq(cookbooks.id, roles.cookbookId));
}

export type RoleAssignmentRow = NonNullable<Awaited<ReturnType<typeof findRoleAssignment>>>;

export type RoleListQuery = AdminListQuery & { userId?: number | undefined };

/** One user's assignments (when userId is given) whose user name or email or cookbook has the text. */
const roleMatches = ({ userId, search }: RoleListQuery) =>
  and(
    userId === undefined ? undefined : eq(roles.userId, userId),
    matchesSearch(search, [users.name, users.email, cookbooks.name]),
  );

/**
 * A page of the assignments (of one user, with userId) whose user name or email or cookbook
 * name contains the search text, by user name as people read it, then role and cookbook.
 */
export async function findRoleAssignmentsPage(db: DbOrTx, query: RoleListQuery) {
  return selectRoleAssignments(db, query.search)
    .where(roleMatches(query))
    .orderBy(
      sql`lower(${q(users.name)})`,
      asc(users.id),
      asc(roles.role),
      sql`lower(${q(cookbooks.name)}) nulls first`,
      asc(roles.id),
    )
    .limit(query.limit)
    .offset(query.offset);
}

/** How many assignments findRoleAssignmentsPage finds in all. */
export async function countRoleAssignments(db: DbOrTx, query: RoleListQuery) {
  return countOf(
    countRows(db)
      .from(roles)
      .innerJoin(users, eq(users.id, roles.userId))
      .leftJoin(cookbooks, eq(cookbooks.id, roles.cookbookId))
      .where(roleMatches(query)),
  );
}

export async function findRoleAssignment(db: DbOrTx, id: number) {
  const [row] = await selectRoleAssignments(db).where(eq(roles.id, id)).limit(1);
  if (!row) return null;
  const { total: _total, ...assignment } = row;
  return assignment;
}

/** The role row, locked until the transaction ends; null when there is none. */
export async function lockRole(tx: DbOrTx, id: number) {
  const rows = await tx
    .select({
      id: roles.id,
      userId: roles.userId,
      role: roles.role,
      cookbookId: roles.cookbookId,
    })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  return rows[0] ?? null;
}

/**
 * Every super admin role row, locked until the transaction ends: two transactions that each
 * remove a super admin run one after the other, and the second sees the first's removal, so
 * together they cannot remove the last one.
 */
export async function lockSuperAdminRoles(tx: DbOrTx) {
  return tx
    .select({ id: roles.id, userId: roles.userId })
    .from(roles)
    .where(eq(roles.role, 'super_admin'))
    .orderBy(asc(roles.id))
    .for('update');
}

/** True when the cookbook exists; it cannot be deleted before the transaction ends. */
export async function lockCookbookExists(tx: DbOrTx, cookbookId: number) {
  const rows = await tx
    .select({ id: cookbooks.id })
    .from(cookbooks)
    .where(eq(cookbooks.id, cookbookId))
    .for('key share');
  return rows.length > 0;
}

/**
 * Inserts the assignment unless the user already has it (roles_assignment_uq, nulls not
 * distinct): its id, or null when it was taken. A concurrent equal insert waits, then yields.
 */
export async function insertRoleUnlessTaken(
  tx: DbOrTx,
  values: { userId: number; role: RoleType; cookbookId: number | null },
) {
  const rows = await tx.insert(roles).values(values).onConflictDoNothing().returning({
    id: roles.id,
  });
  return rows[0]?.id ?? null;
}

export async function deleteRole(tx: DbOrTx, id: number) {
  await tx.delete(roles).where(eq(roles.id, id));
}
