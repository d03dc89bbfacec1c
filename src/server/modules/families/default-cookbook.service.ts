import type { DbOrTx } from '#server/db/client';
import type { DefaultCookbook } from '#shared/recipes/categories.schemas';
import { findDefaultCookbook } from './default-cookbook.repository';

/**
 * The family's default cookbook, null when it has none. Membership is checked by the route's
 * access rule; the recipe form pre-selects it only when the user may edit it
 * (product rule: cookbook-category).
 */
export async function getDefaultCookbook(db: DbOrTx, familyId: number): Promise<DefaultCookbook> {
  return findDefaultCookbook(db, familyId);
}
