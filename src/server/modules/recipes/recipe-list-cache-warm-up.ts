import type { FastifyInstance } from 'fastify';
import { findRecentlyActiveFamilyIds } from './recipe-list-changes.repository';
import { getFamilyRecipeCards } from './recipes.service';

/** At most this many families' lists are made ready at start. */
export const WARM_UP_MAX_FAMILIES = 20;

/**
 * Makes the recipe cards of the families most recently signed in to ready after a start, one
 * family after another, so their first list request finds them cached (decision 032): from
 * the saved copy patched up to date, or read whole when there is none. Returns how many.
 */
export async function warmUpRecipeLists(
  app: FastifyInstance,
  maxFamilies = WARM_UP_MAX_FAMILIES,
): Promise<number> {
  const familyIds = await findRecentlyActiveFamilyIds(app.db, maxFamilies);
  for (const familyId of familyIds) {
    const version = (await app.dataVersions.current()).familyRecipeList(familyId);
    await getFamilyRecipeCards(app.db, app.recipeLists, familyId, version);
  }
  return familyIds.length;
}
