import { requireAccess } from '#server/access/require-access';
import type { DbOrTx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { CATEGORY_MESSAGES, type Category } from '#shared/recipes/categories.schemas';
import {
  categoryBelongsToCookbook,
  findCategoriesOfCookbook,
  findCategoryByName,
  insertCategoryUnlessTaken,
} from './categories.repository';

/** The categories of a cookbook the user may see; 404 for one they may not or that is not. */
export async function listCategories(
  db: DbOrTx,
  user: CurrentUser,
  cookbookId: number,
): Promise<Category[]> {
  await requireAccess(db, user, 'cookbook.read', [cookbookId]);
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
  await requireAccess(db, user, 'cookbook.addCategory', [cookbookId]);
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
