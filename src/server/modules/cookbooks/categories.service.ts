import type { DbOrTx } from '#server/db/client';
import { AppError, forbidden, notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { CATEGORY_MESSAGES, type Category } from '#shared/recipes/categories.schemas';
import {
  categoryBelongsToCookbook,
  findCategoriesOfCookbook,
  findCategoryByName,
  findCookbookAccess,
  insertCategoryUnlessTaken,
} from './categories.repository';

export type CookbookAccess = { canView: boolean; canEdit: boolean };

/**
 * What the user may do with a cookbook, by the rules of /api/user/cookbook-roles: view it when
 * it is public, linked to one of their families or theirs to edit; edit it with an editor
 * role for it or for all cookbooks; a super admin both. Nothing for an unknown cookbook.
 */
export async function getCookbookAccess(
  db: DbOrTx,
  user: CurrentUser,
  cookbookId: number,
): Promise<CookbookAccess> {
  const row = await findCookbookAccess(db, user.id, cookbookId);
  if (!row) return { canView: false, canEdit: false };
  const canEdit = user.isSuperAdmin || row.isEditor;
  return { canView: canEdit || row.isPublic || row.isLinkedToMyFamily, canEdit };
}

/**
 * Throws unless the user may edit the cookbook: 404 when they cannot even see it (a stranger
 * learns nothing about which ids exist), 403 when they can see but not edit it.
 */
export async function assertEditsCookbook(
  db: DbOrTx,
  user: CurrentUser,
  cookbookId: number,
  forbiddenMessage: string,
) {
  const { canView, canEdit } = await getCookbookAccess(db, user, cookbookId);
  if (!canView) throw notFound('Cookbook not found');
  if (!canEdit) throw forbidden(forbiddenMessage);
}

/** The categories of a cookbook the user may see; 404 for one they may not or that is not. */
export async function listCategories(
  db: DbOrTx,
  user: CurrentUser,
  cookbookId: number,
): Promise<Category[]> {
  const { canView } = await getCookbookAccess(db, user, cookbookId);
  if (!canView) throw notFound('Cookbook not found');
  return findCategoriesOfCookbook(db, cookbookId);
}

/**
 * Adds a category to a cookbook the user edits. The name (already trimmed) is unique per
 * cookbook in any case: a taken one answers 409 with the existing category's id, so the form
 * can select it. The unique index decides, so two concurrent creates make one category.
 */
export async function createCategory(
  db: DbOrTx,
  user: CurrentUser,
  cookbookId: number,
  name: string,
): Promise<Category> {
  await assertEditsCookbook(
    db,
    user,
    cookbookId,
    'Only editors of this cookbook can add categories',
  );
  const created = await insertCategoryUnlessTaken(db, cookbookId, name);
  if (created) return created;
  const existing = await findCategoryByName(db, cookbookId, name);
  throw new AppError('category_exists', 409, CATEGORY_MESSAGES.duplicate, {
    existingId: existing?.id ?? null,
  });
}

export async function isCategoryOfCookbook(db: DbOrTx, categoryId: number, cookbookId: number) {
  return categoryBelongsToCookbook(db, categoryId, cookbookId);
}
