import { accessError, requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { FamilyMember } from '#shared/admin/families.schemas';
import {
  findFamilyForUpdate,
  findFamilyMembers,
  updateFamilyName,
} from './family-profile.repository';

/**
 * The members of a family: for its members, and for super admins (the admin Families page's
 * Members dialog), whether or not they belong to it. Anyone else, or a family that does not
 * exist, gets 404.
 */
export async function listFamilyMembers(
  db: Database,
  user: CurrentUser,
  familyId: number,
): Promise<FamilyMember[]> {
  await requireAccess(db, user, 'family.readMembers', [familyId]);
  return findFamilyMembers(db, familyId);
}

/**
 * Renames a family (the profile page's Edit Name): its family admins and super admins. A
 * signed-in user who is no member learns nothing about the family (404); a plain member may
 * see it but not rename it (403). `name` is already trimmed and non-empty (the contract). An
 * unchanged name writes nothing; a change is recorded in the audit log in the same
 * transaction.
 */
export async function renameFamily(
  db: Database,
  actor: CurrentUser,
  familyId: number,
  name: string,
): Promise<{ id: number; name: string }> {
  return db.transaction(async (tx) => {
    await requireAccess(tx, actor, 'family.rename', [familyId]);
    const family = await findFamilyForUpdate(tx, familyId);
    // Deleted since the check: answered as a family the user cannot see.
    if (!family) throw accessError('family.member');
    if (family.name === name) return family;
    await updateFamilyName(tx, familyId, name);
    await recordAdminChange(tx, actor, {
      action: 'family.rename',
      entity: 'family',
      entityId: familyId,
      before: { name: family.name },
      after: { name },
    });
    return { id: familyId, name };
  });
}
