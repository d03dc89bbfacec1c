import { asc } from 'drizzle-orm';
import {
  cookbookActiveFor,
  editsCookbook,
  linkedToFamiliesOf,
} from '#server/access/visibility-sql';
import type { DbOrTx } from '#server/db/client';
import { cookbooks } from '#server/db/schema';

/**
 * For every cookbook: may this user view it (public, linked to one of their families, or they
 * edit it) and edit it (an editor role for it or for all cookbooks). Super admins are handled
 * by the service; and whether the user keeps it active (profile, My Cookbooks). One query.
 */
export async function findCookbookAccessOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      cookbookId: cookbooks.id,
      name: cookbooks.name,
      isPublic: cookbooks.isPublic,
      isEditor: editsCookbook(userId),
      isLinkedToMyFamily: linkedToFamiliesOf(userId),
      isActive: cookbookActiveFor(userId).mapWith(Boolean),
    })
    .from(cookbooks)
    .orderBy(asc(cookbooks.id));
}
