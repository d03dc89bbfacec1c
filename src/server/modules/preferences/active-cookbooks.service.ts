import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { listCookbookRoles } from '#server/modules/cookbooks/cookbooks.service';
import {
  deleteCookbookChoices,
  findInactiveCookbookIds,
  markCookbooksInactive,
} from './active-cookbooks.repository';

/*
 * Which cookbooks a user keeps active (My Cookbooks, product rule: active-cookbooks). Inactive ones
 * are left out of the user's recipe lists, search, favourites and add-to-plan choices by the
 * recipe queries (access/visibility-sql.ts, cookbookActiveFor), and out of the import
 * choices (isActive in /api/user/cookbook-roles). Only cookbooks the user may view count.
 */

/** The ids of the cookbooks the user may view and has not switched off, ascending. */
export async function listActiveCookbookIds(db: Database, user: CurrentUser): Promise<number[]> {
  const [viewable, inactive] = await Promise.all([
    listCookbookRoles(db, user),
    findInactiveCookbookIds(db, user.id),
  ]);
  const off = new Set(inactive);
  return viewable.map((r) => r.cookbookId).filter((id) => !off.has(id));
}

/**
 * Saves the whole set at once: every viewable cookbook in `cookbookIds` becomes active, every
 * other viewable one inactive, in one transaction. An id the user may not view (or that does
 * not exist) answers 404 and changes nothing; choices about cookbooks the user no longer
 * sees are kept for the day they see them again.
 */
export async function saveActiveCookbooks(
  db: Database,
  user: CurrentUser,
  cookbookIds: readonly number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireAccess(tx, user, 'cookbook.read', cookbookIds);
    const viewable = (await listCookbookRoles(tx, user)).map((r) => r.cookbookId);
    const wanted = new Set(cookbookIds);
    await deleteCookbookChoices(tx, user.id, [...wanted]);
    await markCookbooksInactive(
      tx,
      user.id,
      viewable.filter((id) => !wanted.has(id)),
    );
  });
}
