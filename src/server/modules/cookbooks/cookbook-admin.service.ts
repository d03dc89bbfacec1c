import type { Database, DbOrTx } from '#server/db/client';
import { conflict, notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import {
  COOKBOOK_MESSAGES,
  type Cookbook,
  type CookbookBody,
  type CookbookDeleteResult,
} from '#shared/cookbooks/cookbooks.schemas';
import {
  countPlansUsingCookbook,
  deleteCookbookWithRecipes,
  findCookbookRow,
  findViewableCookbooks,
  insertCookbook,
  lockCookbook,
  updateCookbook,
  type CookbookRow,
  type CookbookValues,
} from './cookbook-admin.repository';

function toCookbook(row: CookbookRow): Cookbook {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The body as stored: the schema has trimmed the texts; an empty description is none. */
function valuesOf(body: CookbookBody): CookbookValues {
  return {
    name: body.name,
    description: body.description ? body.description : null,
    isPublic: body.isPublic ?? false,
  };
}

async function loadCookbook(db: DbOrTx, cookbookId: number): Promise<Cookbook> {
  const row = await findCookbookRow(db, cookbookId);
  if (!row) throw notFound('cookbook_not_found', 'Cookbook not found');
  return toCookbook(row);
}

/**
 * GET /api/cookbooks: the cookbooks the user may view (public, linked to one of their
 * families, or editable by them) by the rules of /api/user/cookbook-roles; every cookbook for
 * a super admin. Inactive ones are included: the profile page switches them back on.
 */
export async function listCookbooks(db: Database, user: CurrentUser): Promise<Cookbook[]> {
  const rows = await findViewableCookbooks(db, user.id, user.isSuperAdmin);
  return rows.map(toCookbook);
}

export async function createCookbook(
  db: Database,
  actor: CurrentUser,
  body: CookbookBody,
): Promise<Cookbook> {
  return db.transaction(async (tx) => {
    const id = await insertCookbook(tx, valuesOf(body));
    const created = await loadCookbook(tx, id);
    await recordAdminChange(tx, actor, {
      action: 'cookbook.create',
      entity: 'cookbook',
      entityId: id,
      before: null,
      after: created,
    });
    return created;
  });
}

export async function updateCookbookById(
  db: Database,
  actor: CurrentUser,
  cookbookId: number,
  body: CookbookBody,
): Promise<Cookbook> {
  return db.transaction(async (tx) => {
    if (!(await lockCookbook(tx, cookbookId)))
      throw notFound('cookbook_not_found', 'Cookbook not found');
    const before = await loadCookbook(tx, cookbookId);
    await updateCookbook(tx, cookbookId, valuesOf(body));
    const after = await loadCookbook(tx, cookbookId);
    await recordAdminChange(tx, actor, {
      action: 'cookbook.update',
      entity: 'cookbook',
      entityId: cookbookId,
      before,
      after,
    });
    return after;
  });
}

/**
 * Deletes a cookbook with its recipes; plans and staged items that used them keep a
 * placeholder with the title. A family's default cookbook cannot go (409): the family would
 * be left without one. The cookbook is locked first, so no family can make it its default
 * meanwhile (that path takes a key-share lock on it).
 */
export async function deleteCookbookById(
  db: Database,
  actor: CurrentUser,
  cookbookId: number,
): Promise<CookbookDeleteResult> {
  return db.transaction(async (tx) => {
    if (!(await lockCookbook(tx, cookbookId)))
      throw notFound('cookbook_not_found', 'Cookbook not found');
    const before = await loadCookbook(tx, cookbookId);
    if (before.isDefaultFamilyCookbook)
      throw conflict('default_cookbook_not_deletable', COOKBOOK_MESSAGES.defaultNotDeletable);
    const plansTurnedPlaceholders = await countPlansUsingCookbook(tx, cookbookId);
    const deletedRecipes = await deleteCookbookWithRecipes(tx, cookbookId);
    const result = { deletedRecipes, plansTurnedPlaceholders };
    await recordAdminChange(tx, actor, {
      action: 'cookbook.delete',
      entity: 'cookbook',
      entityId: cookbookId,
      before,
      after: null,
    });
    return result;
  });
}
