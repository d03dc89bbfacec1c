import type { Database, DbOrTx } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import {
  ROLE_MESSAGES,
  type CreateRoleBody,
  type RoleAssignment,
  type RoleType,
} from '#shared/admin/roles.schemas';
import { readPage, type ListPage } from './admin-list';
import { lockUser } from './admin-users.repository';
import {
  countRoleAssignments,
  deleteRole,
  findRoleAssignment,
  findRoleAssignmentsPage,
  insertRoleUnlessTaken,
  lockCookbookExists,
  lockRole,
  lockSuperAdminRoles,
  type RoleAssignmentRow,
  type RoleListQuery,
} from './roles.repository';

export const ROLE_DUPLICATE_MESSAGE = 'This user already has that role';
export const LAST_SUPER_ADMIN_MESSAGE =
  'The last super admin cannot give up the super admin role: make someone else a super admin first';

function toRoleAssignment(row: RoleAssignmentRow): RoleAssignment {
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    cookbookId: row.cookbookId,
    cookbookName: row.cookbookName,
    user: { name: row.userName, email: row.userEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a role assignment. */
function auditedRole(role: {
  id: number;
  userId: number;
  role: RoleType;
  cookbookId: number | null;
}) {
  return { id: role.id, userId: role.userId, role: role.role, cookbookId: role.cookbookId };
}

/**
 * GET /api/roles: a page of the role assignments, or of the ones of `userId`; search on user
 * name, email and cookbook name.
 */
export async function listRoles(
  db: Database,
  query: RoleListQuery,
): Promise<ListPage<RoleAssignment>> {
  const page = await readPage(
    query,
    () => findRoleAssignmentsPage(db, query),
    () => countRoleAssignments(db, query),
  );
  return { ...page, rows: page.rows.map(toRoleAssignment) };
}

/**
 * Assigns a role. The schema already made sure a cookbook editor names a cookbook and a super
 * admin none. Unknown user or cookbook: 404; an assignment the user already has: 409.
 */
export async function assignRole(
  db: Database,
  actor: CurrentUser,
  body: CreateRoleBody,
): Promise<RoleAssignment> {
  const { userId, role } = body;
  // The body schema refuses a body without them; this narrows the types.
  if (userId === undefined || role === undefined) {
    throw badRequest('user_and_role_required', ROLE_MESSAGES.userAndRoleRequired);
  }
  const cookbookId = role === 'super_admin' ? null : (body.cookbookId ?? null);
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId, 'key share')))
      throw notFound('user_not_found', 'User not found');
    if (cookbookId !== null && !(await lockCookbookExists(tx, cookbookId))) {
      throw notFound('cookbook_not_found', 'Cookbook not found');
    }
    const id = await insertRoleUnlessTaken(tx, { userId, role, cookbookId });
    if (id === null) throw conflict('role_already_assigned', ROLE_DUPLICATE_MESSAGE);
    await recordAdminChange(tx, actor, {
      action: 'role.assign',
      entity: 'role',
      entityId: id,
      before: null,
      after: auditedRole({ id, userId, role, cookbookId }),
    });
    return toRoleAssignment((await findRoleAssignment(tx, id))!);
  });
}

/**
 * The role row to remove, locked; null when unknown; 409 when it is the last super admin's.
 * A super admin role is locked together with all the others, always in the same order, so
 * two super admins removing each other's role at once take turns instead of deadlocking.
 */
async function lockRoleForRemoval(tx: DbOrTx, id: number) {
  // An assignment's role never changes, so this unlocked read picks the right lock.
  const peek = await findRoleAssignment(tx, id);
  if (!peek) return null;
  if (peek.role !== 'super_admin') return lockRole(tx, id);
  const superAdmins = await lockSuperAdminRoles(tx);
  const row = superAdmins.find((r) => r.id === id);
  if (!row) return null;
  if (!superAdmins.some((r) => r.userId !== row.userId))
    throw conflict('last_super_admin', LAST_SUPER_ADMIN_MESSAGE);
  return { id, userId: row.userId, role: 'super_admin' as const, cookbookId: null };
}

/** Removes a role assignment; never the last super admin's (409). Unknown id: 404. */
export async function removeRole(db: Database, actor: CurrentUser, id: number) {
  await db.transaction(async (tx) => {
    const role = await lockRoleForRemoval(tx, id);
    if (!role) throw notFound('role_not_found', 'Role not found');
    await deleteRole(tx, id);
    await recordAdminChange(tx, actor, {
      action: 'role.remove',
      entity: 'role',
      entityId: id,
      before: auditedRole(role),
      after: null,
    });
  });
}

/**
 * Gives the user the super admin role or takes it away (never from the last super admin:
 * 409). Answers whether they had it before.
 */
export async function setSuperAdmin(tx: DbOrTx, userId: number, isSuperAdmin: boolean) {
  const superAdmins = await lockSuperAdminRoles(tx);
  const held = superAdmins.find((r) => r.userId === userId);
  if (isSuperAdmin && !held) {
    await insertRoleUnlessTaken(tx, { userId, role: 'super_admin', cookbookId: null });
  } else if (!isSuperAdmin && held) {
    if (!superAdmins.some((r) => r.userId !== userId))
      throw conflict('last_super_admin', LAST_SUPER_ADMIN_MESSAGE);
    await deleteRole(tx, held.id);
  }
  return { wasSuperAdmin: held !== undefined };
}
