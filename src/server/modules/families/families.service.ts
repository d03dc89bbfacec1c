import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
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
  await requireAccess(db, actor, 'user.readMembership', [userId]);
  const membership = await findMembership(db, userId, familyId);
  return { userId, familyId, isMember: membership !== null, isAdmin: membership?.isAdmin ?? false };
}
