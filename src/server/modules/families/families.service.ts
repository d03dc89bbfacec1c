import type { Database, DbOrTx } from '#server/db/client';
import { forbidden } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { Family, MembershipStatus } from '#shared/families/families.schemas';
import { findFamiliesOfUser, findMembership } from './families.repository';

export async function listMyFamilies(db: Database, user: CurrentUser): Promise<Family[]> {
  const rows = await findFamiliesOfUser(db, user.id);
  return rows.map((f) => ({ id: f.id, name: f.name, createdAt: f.createdAt.toISOString() }));
}

/** Membership of `userId` in `familyId`; only for yourself unless you are a super admin. */
export async function getMembershipStatus(
  db: Database,
  actor: CurrentUser,
  userId: number,
  familyId: number,
): Promise<MembershipStatus> {
  if (actor.id !== userId && !actor.isSuperAdmin) {
    throw forbidden('You can only look up your own membership');
  }
  const membership = await findMembership(db, userId, familyId);
  return { userId, familyId, isMember: membership !== null, isAdmin: membership?.isAdmin ?? false };
}

/**
 * The user's membership of the family (`isAdmin`), or null when not a member: for the
 * permission checks of other modules, which never read this module's repository.
 */
export async function getMembership(db: DbOrTx, userId: number, familyId: number) {
  return findMembership(db, userId, familyId);
}
