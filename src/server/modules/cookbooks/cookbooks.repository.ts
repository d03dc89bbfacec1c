import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, roles } from '#server/db/schema';
import {
  cookbookActiveFor,
  editsCookbook,
  linkedToFamiliesOf,
} from '#server/modules/recipes/recipe-visibility';

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

/**
 * Does the user edit at least one cookbook? A cookbook_editor row names a cookbook (the row
 * goes with it: ON DELETE CASCADE) or none, which means every cookbook.
 */
export async function userEditsAnyCookbook(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.userId, userId), eq(roles.role, 'cookbook_editor')))
    .limit(1);
  return rows.length > 0;
}
