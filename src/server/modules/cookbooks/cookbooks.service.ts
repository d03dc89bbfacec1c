import type { DbOrTx } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { CookbookRole } from '#shared/cookbooks/cookbooks.schemas';
import { findCookbookAccessOfUser } from './cookbooks.repository';

/** The cookbooks the user may view, each with whether they may edit it and keep it active. */
export async function listCookbookRoles(db: DbOrTx, user: CurrentUser): Promise<CookbookRole[]> {
  const rows = await findCookbookAccessOfUser(db, user.id);
  return rows
    .map((r) => {
      const canEdit = user.isSuperAdmin || r.isEditor;
      const canView = canEdit || r.isPublic || r.isLinkedToMyFamily;
      return { cookbookId: r.cookbookId, name: r.name, canEdit, canView, isActive: r.isActive };
    })
    .filter((r) => r.canView);
}
