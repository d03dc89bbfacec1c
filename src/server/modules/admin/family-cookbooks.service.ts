import type { Database, DbOrTx } from '#server/db/client';
import { conflict, notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import {
  FAMILY_COOKBOOK_MESSAGES,
  type DefaultCookbookResult,
  type FamilyCookbookBody,
  type FamilyCookbookLink,
} from '#shared/admin/families.schemas';
import { findDefaultCookbookId, lockFamily } from './admin-families.repository';
import {
  deleteLink,
  findAllFamilyCookbookLinks,
  findCookbookForLink,
  findLink,
  insertLink,
  setDefaultLink,
} from './family-cookbooks.repository';

export async function listFamilyCookbookLinks(db: Database): Promise<FamilyCookbookLink[]> {
  return findAllFamilyCookbookLinks(db);
}

/**
 * The family and the cookbook of a link change, or 404. Every change of a family's links
 * locks the family row first, so they run one at a time per family; the cookbook is
 * key-share locked, so it cannot be deleted meanwhile.
 */
async function lockFamilyAndCookbook(tx: DbOrTx, familyId: number, cookbookId: number) {
  if (!(await lockFamily(tx, familyId))) throw notFound('family_not_found', 'Family not found');
  const cookbook = await findCookbookForLink(tx, cookbookId);
  if (!cookbook) throw notFound('cookbook_not_found', 'Cookbook not found');
  return cookbook;
}

const linkId = ({ familyId, cookbookId }: FamilyCookbookBody) => `${familyId}:${cookbookId}`;

/**
 * Gives a family access to a private cookbook. A public cookbook is open to every family
 * already: its access cannot be toggled (409), nor can a link be made twice (409).
 */
export async function linkCookbook(
  db: Database,
  actor: CurrentUser,
  body: FamilyCookbookBody,
): Promise<FamilyCookbookLink> {
  const { familyId, cookbookId } = body;
  return db.transaction(async (tx) => {
    const cookbook = await lockFamilyAndCookbook(tx, familyId, cookbookId);
    if (cookbook.isPublic)
      throw conflict('cookbook_is_public', FAMILY_COOKBOOK_MESSAGES.publicCookbook);
    if (!(await insertLink(tx, familyId, cookbookId))) {
      throw conflict('cookbook_already_linked', FAMILY_COOKBOOK_MESSAGES.alreadyLinked);
    }
    const link = { familyId, cookbookId, isDefault: false };
    await recordAdminChange(tx, actor, {
      action: 'family_cookbook.link',
      entity: 'family_cookbook',
      entityId: linkId(body),
      before: null,
      after: link,
    });
    return link;
  });
}

/**
 * Takes a private cookbook away from a family. Not a public one (409), nor the family's
 * default (409: another must become the default first); 404 when it was not linked.
 */
export async function unlinkCookbook(db: Database, actor: CurrentUser, body: FamilyCookbookBody) {
  const { familyId, cookbookId } = body;
  await db.transaction(async (tx) => {
    const cookbook = await lockFamilyAndCookbook(tx, familyId, cookbookId);
    if (cookbook.isPublic)
      throw conflict('cookbook_is_public', FAMILY_COOKBOOK_MESSAGES.publicCookbook);
    const link = await findLink(tx, familyId, cookbookId);
    if (!link) throw notFound('cookbook_not_linked', FAMILY_COOKBOOK_MESSAGES.notLinked);
    if (link.isDefault)
      throw conflict('default_cookbook_unlink', FAMILY_COOKBOOK_MESSAGES.unlinkDefault);
    await deleteLink(tx, familyId, cookbookId);
    await recordAdminChange(tx, actor, {
      action: 'family_cookbook.unlink',
      entity: 'family_cookbook',
      entityId: linkId(body),
      before: { familyId, cookbookId, isDefault: false },
      after: null,
    });
  });
}

/**
 * Makes the cookbook the family's default in one transaction: linked first if it was not,
 * the old default unset (it stays linked). Choosing the current default changes nothing and
 * records nothing.
 */
export async function setDefaultCookbook(
  db: Database,
  actor: CurrentUser,
  familyId: number,
  cookbookId: number,
): Promise<DefaultCookbookResult> {
  return db.transaction(async (tx) => {
    await lockFamilyAndCookbook(tx, familyId, cookbookId);
    const previous = await findDefaultCookbookId(tx, familyId);
    if (previous === cookbookId) return { familyId, cookbookId };
    const wasLinked = (await findLink(tx, familyId, cookbookId)) !== null;
    await setDefaultLink(tx, familyId, cookbookId);
    await recordAdminChange(tx, actor, {
      action: 'family.default_cookbook',
      entity: 'family',
      entityId: familyId,
      before: { defaultCookbookId: previous },
      after: { defaultCookbookId: cookbookId, linkedNow: !wasLinked },
    });
    return { familyId, cookbookId };
  });
}
