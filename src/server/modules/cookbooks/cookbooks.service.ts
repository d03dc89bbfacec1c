import type { Database } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { CookbookRole } from '#shared/cookbooks/cookbooks.schemas';
import { findCookbookAccessOfUser } from './cookbooks.repository';

/** The cookbooks the user may view, each with whether they may edit it. */
export async function listCookbookRoles(db: Database, user: CurrentUser): Promise<CookbookRole[]> {
  const rows = await findCookbookAccessOfUser(db, user.id);
  return rows
    .map((r) => {
      const canEdit = user.isSuperAdmin || r.isEditor;
      const canView = canEdit || r.isPublic || r.isLinkedToMyFamily;
      return { cookbookId: r.cookbookId, name: r.name, canEdit, canView };
    })
    .filter((r) => r.canView);
}
