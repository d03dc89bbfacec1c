import type { Database, DbOrTx } from '#server/db/client';
import { notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import type { ChangeMembershipBody, Membership } from '#shared/admin/users.schemas';
import type { AdminListQuery } from '#shared/admin/list-query.schemas';
import { readPage, type ListPage } from './admin-list';
import { lockFamily, lockUser } from './admin-users.repository';
import {
  deleteMembership,
  deleteStagedItemsOf,
  countMemberships,
  findMembershipsPage,
  findMembershipWithNames,
  lockMembership,
  lockMembershipOf,
  updateMembershipAdmin,
  upsertMembership,
  type MembershipRow,
} from './memberships.repository';

/** What the audit log keeps of a membership. */
export function auditedMembership(m: MembershipRow) {
  return { id: m.id, userId: m.userId, familyId: m.familyId, isAdmin: m.isAdmin };
}

async function membershipDto(db: DbOrTx, id: number): Promise<Membership> {
  const row = await findMembershipWithNames(db, id);
  if (!row) throw notFound('membership_not_found', 'Membership not found');
  return row;
}

/**
 * GET /api/user-families: a page of memberships with user and family names; search on user
 * name, email and family name.
 */
export async function listMemberships(
  db: Database,
  query: AdminListQuery,
): Promise<ListPage<Membership>> {
  return readPage(
    query,
    () => findMembershipsPage(db, query),
    () => countMemberships(db, query.search),
  );
}

/**
 * Ends a membership with what leaving a family means: the user's staged items in that family
 * go; their notes stay (the family still reads them), and so do the family's plans and
 * shopping lists. The user_families trigger moves auth_version, so a cached session of theirs
 * loses the family on its next request. Returns how many staged items were removed.
 */
export async function leaveFamily(tx: DbOrTx, membership: MembershipRow) {
  const removedStagedItems = await deleteStagedItemsOf(tx, membership.userId, membership.familyId);
  await deleteMembership(tx, membership.id);
  return removedStagedItems;
}

/**
 * PUT /api/admin/user-families/change: the user joins the family with this admin flag, or
 * their membership's flag changes; their other families stay. Unknown user or family: 404.
 */
export async function changeMembership(
  db: Database,
  actor: CurrentUser,
  body: ChangeMembershipBody,
): Promise<Membership> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, body.userId, 'key share')))
      throw notFound('user_not_found', 'User not found');
    if (!(await lockFamily(tx, body.familyId)))
      throw notFound('family_not_found', 'Family not found');
    const before = await lockMembershipOf(tx, body.userId, body.familyId);
    const after = await upsertMembership(tx, body);
    await recordAdminChange(tx, actor, {
      action: before ? 'membership.update' : 'membership.add',
      entity: 'membership',
      entityId: after.id,
      before: before && auditedMembership(before),
      after: auditedMembership(after),
    });
    return membershipDto(tx, after.id);
  });
}

/** PATCH /api/admin/user-families/{id}: makes the member a family admin or a plain member. */
export async function setMembershipAdmin(
  db: Database,
  actor: CurrentUser,
  membershipId: number,
  isAdmin: boolean,
): Promise<Membership> {
  return db.transaction(async (tx) => {
    const before = await lockMembership(tx, membershipId);
    if (!before) throw notFound('membership_not_found', 'Membership not found');
    const after = await updateMembershipAdmin(tx, membershipId, isAdmin);
    await recordAdminChange(tx, actor, {
      action: 'membership.update',
      entity: 'membership',
      entityId: membershipId,
      before: auditedMembership(before),
      after: auditedMembership(after),
    });
    return membershipDto(tx, membershipId);
  });
}

/** DELETE /api/admin/user-families/{id}: removes the member from the family (see leaveFamily). */
export async function removeMembership(db: Database, actor: CurrentUser, membershipId: number) {
  await db.transaction(async (tx) => {
    const membership = await lockMembership(tx, membershipId);
    if (!membership) throw notFound('membership_not_found', 'Membership not found');
    const removedStagedItems = await leaveFamily(tx, membership);
    await recordAdminChange(tx, actor, {
      action: 'membership.remove',
      entity: 'membership',
      entityId: membershipId,
      before: { ...auditedMembership(membership), stagedItems: removedStagedItems },
      after: null,
    });
  });
}
