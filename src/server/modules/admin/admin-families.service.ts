import type { Database } from '#server/db/client';
import { notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import type { AdminFamily, FamilyWriteResult } from '#shared/admin/families.schemas';
import type { AdminListQuery } from '#shared/admin/list-query.schemas';
import { COOKBOOK_LIMITS } from '#shared/cookbooks/cookbooks.schemas';
import { readPage, type ListPage } from './admin-list';
import {
  countAdminFamilies,
  findAdminFamiliesPage,
  findDefaultCookbookId,
  insertDefaultCookbook,
  insertFamily,
  lockFamily,
  renameFamily,
} from './admin-families.repository';

const DEFAULT_COOKBOOK_SUFFIX = ' Cookbook';

/**
 * '<name> Cookbook', within the cookbook name limit: a long family name is shortened first
 * (never inside a surrogate pair), so the cookbook form can still save the name it shows.
 */
export function defaultCookbookName(familyName: string): string {
  const room = COOKBOOK_LIMITS.name - DEFAULT_COOKBOOK_SUFFIX.length;
  let head = familyName;
  if (head.length > room) {
    head = head.slice(0, room);
    if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
    head = head.trimEnd();
  }
  return `${head}${DEFAULT_COOKBOOK_SUFFIX}`;
}

/** GET /api/admin/families: a page of the families whose name has the search text, by name. */
export async function listAdminFamilies(
  db: Database,
  query: AdminListQuery,
): Promise<ListPage<AdminFamily>> {
  const page = await readPage(
    query,
    () => findAdminFamiliesPage(db, query),
    () => countAdminFamilies(db, query.search),
  );
  return {
    ...page,
    rows: page.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * A new family with its own default cookbook '<name> Cookbook' (private, linked as the
 * default), so a family always has one. One transaction, one audit entry.
 */
export async function createFamily(
  db: Database,
  actor: CurrentUser,
  name: string,
): Promise<FamilyWriteResult> {
  return db.transaction(async (tx) => {
    const family = await insertFamily(tx, name);
    const cookbookName = defaultCookbookName(name);
    const defaultCookbookId = await insertDefaultCookbook(tx, family.id, cookbookName);
    const result = { id: family.id, name: family.name, defaultCookbookId };
    await recordAdminChange(tx, actor, {
      action: 'family.create',
      entity: 'family',
      entityId: family.id,
      before: null,
      after: { ...result, defaultCookbookName: cookbookName },
    });
    return result;
  });
}

/** Renames a family (its default cookbook keeps its name: it may have been renamed since). */
export async function renameFamilyById(
  db: Database,
  actor: CurrentUser,
  familyId: number,
  name: string,
): Promise<FamilyWriteResult> {
  return db.transaction(async (tx) => {
    const family = await lockFamily(tx, familyId);
    if (!family) throw notFound('family_not_found', 'Family not found');
    await renameFamily(tx, familyId, name);
    await recordAdminChange(tx, actor, {
      action: 'family.rename',
      entity: 'family',
      entityId: familyId,
      before: { id: familyId, name: family.name },
      after: { id: familyId, name },
    });
    return { id: familyId, name, defaultCookbookId: await findDefaultCookbookId(tx, familyId) };
  });
}
