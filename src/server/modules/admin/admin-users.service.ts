import type { Database } from '#server/db/client';
import { conflict, notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import type {
  AdminUser,
  CreateUserBody,
  SetUserFamilyBody,
  UpdateUserBody,
  UserWithFamily,
} from '#shared/admin/users.schemas';
import type { AdminListQuery } from '#shared/admin/list-query.schemas';
import { readPage, type ListPage } from './admin-list';
import {
  countUsers,
  countUsersWithFamilies,
  findUsersPage,
  findUsersWithFamiliesPage,
  insertUserUnlessEmailTaken,
  isEmailUsedByOtherUser,
  isUniqueViolation,
  lockFamily,
  lockUser,
  updateUserProfile,
} from './admin-users.repository';
import { auditedMembership, leaveFamily } from './memberships.service';
import { lockMembershipsOfUser, upsertMembership } from './memberships.repository';
import { setSuperAdmin } from './roles.service';

export const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists';

type UserWrite = { id: number };

/** GET /api/users: a page of the users whose name or email has the search text, by name. */
export async function listUsers(db: Database, query: AdminListQuery): Promise<ListPage<AdminUser>> {
  const page = await readPage(
    query,
    () => findUsersPage(db, query),
    () => countUsers(db, query.search),
  );
  return {
    ...page,
    rows: page.rows.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
  };
}

/**
 * GET /api/admin/users-with-families: a page of users and their families (a row per
 * membership, one for a user in no family); search on user name, email and family name.
 */
export async function listUsersWithFamilies(
  db: Database,
  query: AdminListQuery,
): Promise<ListPage<UserWithFamily>> {
  const page = await readPage(
    query,
    () => findUsersWithFamiliesPage(db, query),
    () => countUsersWithFamilies(db, query.search),
  );
  return {
    ...page,
    rows: page.rows.map((r) => ({ ...r, isFamilyAdmin: r.isFamilyAdmin ?? false })),
  };
}

/**
 * Unique violations the checks could not see coming (a concurrent write of the same email)
 * still answer 409, not 500.
 */
async function emailConflictsAre409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * POST /api/admin/users: a user with no OpenID identity yet and their membership. Their first
 * Google sign-in with this (verified) email links the account (decision 002). Email taken in
 * any case: 409; unknown family: 404.
 */
export async function createUser(
  db: Database,
  actor: CurrentUser,
  body: CreateUserBody,
): Promise<UserWrite> {
  const { name, email, familyId, isAdmin = false } = body;
  return emailConflictsAre409(() =>
    db.transaction(async (tx) => {
      if (!(await lockFamily(tx, familyId))) throw notFound('family_not_found', 'Family not found');
      const id = await insertUserUnlessEmailTaken(tx, { name, email });
      if (id === null) throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
      const membership = await upsertMembership(tx, { userId: id, familyId, isAdmin });
      await recordAdminChange(tx, actor, {
        action: 'user.create',
        entity: 'user',
        entityId: id,
        before: null,
        after: { id, name, email, membership: auditedMembership(membership) },
      });
      return { id };
    }),
  );
}

/**
 * PATCH /api/admin/users/{id}: name, email and the super admin flag (the super admin role
 * row). Email taken by another user: 409; the last super admin losing the flag: 409.
 */
export async function updateUser(
  db: Database,
  actor: CurrentUser,
  userId: number,
  body: UpdateUserBody,
): Promise<UserWrite> {
  return emailConflictsAre409(() =>
    db.transaction(async (tx) => {
      const user = await lockUser(tx, userId, 'update');
      if (!user) throw notFound('user_not_found', 'User not found');
      if (await isEmailUsedByOtherUser(tx, body.email, userId)) {
        throw conflict('email_taken', EMAIL_TAKEN_MESSAGE);
      }
      const { wasSuperAdmin } = await setSuperAdmin(tx, userId, body.isSuperAdmin);
      await updateUserProfile(tx, userId, { name: body.name, email: body.email });
      await recordAdminChange(tx, actor, {
        action: 'user.update',
        entity: 'user',
        entityId: userId,
        before: { id: userId, name: user.name, email: user.email, isSuperAdmin: wasSuperAdmin },
        after: { id: userId, ...body },
      });
      return { id: userId };
    }),
  );
}

/**
 * PUT /api/admin/users/{id}/family: the user's families become exactly this one (with this
 * admin flag), or none. Every family they leave is left as DELETE of the membership would
 * (their staged items there go). Unknown user or family: 404.
 */
export async function setUserFamily(
  db: Database,
  actor: CurrentUser,
  userId: number,
  body: SetUserFamilyBody,
): Promise<UserWrite> {
  const { familyId, isFamilyAdmin } = body;
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId, 'key share')))
      throw notFound('user_not_found', 'User not found');
    if (familyId !== null && !(await lockFamily(tx, familyId))) {
      throw notFound('family_not_found', 'Family not found');
    }
    const before = await lockMembershipsOfUser(tx, userId);
    let removedStagedItems = 0;
    for (const membership of before) {
      if (membership.familyId !== familyId) removedStagedItems += await leaveFamily(tx, membership);
    }
    const after =
      familyId === null
        ? []
        : [await upsertMembership(tx, { userId, familyId, isAdmin: isFamilyAdmin })];
    await recordAdminChange(tx, actor, {
      action: 'user.set_family',
      entity: 'user',
      entityId: userId,
      before: { memberships: before.map(auditedMembership) },
      after: { memberships: after.map(auditedMembership), removedStagedItems },
    });
    return { id: userId };
  });
}
