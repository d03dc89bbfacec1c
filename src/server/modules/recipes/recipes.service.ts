import { accessError, requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type {
  RecipeBrief,
  RecipeDetail,
  RecipeMarks,
  RecipeSummary,
} from '#shared/recipes/recipes.schemas';
import { listFamilyNotes } from '#server/modules/notes/notes.service';
import {
  findAccessibleRecipeSummaries,
  findDirections,
  findFavoriteRecipeSummaries,
  findIngredients,
  findRecipeForDetail,
} from './recipes.repository';
import type { CachedList, RecipeListCache } from './recipe-list-cache';
import { deleteRecipeRow, lockRecipe } from './recipe-delete.repository';
import { findRecipeMarks } from './recipe-list.repository';
import { refreshFamilyList } from './recipe-list-cache-refresh';
import { familyCards, familySearchIndex } from './recipe-list-kinds';

/**
 * The family's recipe cards as JSON bytes (and compressed), the same for every member: from
 * the cache while the recipe list `version` is unchanged, else patched or read anew
 * (decision 032). Membership is checked by the route's access rule. Read the version before
 * calling: a list is never older than the version it is kept for.
 */
export async function getFamilyRecipeCards(
  db: Database,
  cache: RecipeListCache,
  familyId: number,
  version: string,
): Promise<CachedList> {
  return cache.getOrCreate(
    `cards:${familyId}`,
    version,
    refreshFamilyList(db, familyCards, familyId),
  );
}

/** The cards of each cached list's bytes, parsed once (they go with the bytes). */
const parsedCards = new WeakMap<Buffer, readonly RecipeBrief[]>();

/**
 * The family's cards as objects, from the same cache as the list (for answers built from the
 * list, like "What can we cook?", decision 046): parsed once per cached list.
 */
export async function getFamilyRecipeBriefs(
  db: Database,
  cache: RecipeListCache,
  familyId: number,
  version: string,
): Promise<readonly RecipeBrief[]> {
  const { identity } = await getFamilyRecipeCards(db, cache, familyId, version);
  let cards = parsedCards.get(identity);
  if (!cards) {
    cards = JSON.parse(identity.toString()) as RecipeBrief[];
    parsedCards.set(identity, cards);
  }
  return cards;
}

/** The family's ingredient search index, cached like the cards. */
export async function getFamilySearchIndex(
  db: Database,
  cache: RecipeListCache,
  familyId: number,
  version: string,
): Promise<CachedList> {
  return cache.getOrCreate(
    `search:${familyId}`,
    version,
    refreshFamilyList(db, familySearchIndex, familyId),
  );
}

/** The user's own marks on a family's list (membership is checked by the route's rule). */
export async function getRecipeMarks(
  db: Database,
  user: CurrentUser,
  familyId: number,
): Promise<RecipeMarks> {
  return findRecipeMarks(db, user.id, familyId);
}

export async function listAccessibleRecipes(
  db: Database,
  user: CurrentUser,
): Promise<RecipeSummary[]> {
  return findAccessibleRecipeSummaries(db, user.id);
}

/** The user's favourites they can still open, by the same list rules. */
export async function listFavoriteRecipes(
  db: Database,
  user: CurrentUser,
): Promise<RecipeSummary[]> {
  return findFavoriteRecipeSummaries(db, user);
}

/**
 * The full recipe. With `familyId` (the user must be a member) come that family's notes and
 * hidden mark; a recipe the user may not open answers 404 like one that does not exist.
 */
export async function getRecipeDetail(
  db: Database,
  user: CurrentUser,
  recipeId: number,
  familyId: number | undefined,
): Promise<RecipeDetail> {
  if (familyId !== undefined) await requireAccess(db, user, 'family.member', [familyId]);
  await requireAccess(db, user, 'recipe.read', [recipeId]);
  const recipe = await findRecipeForDetail(db, user.id, recipeId, familyId);
  if (!recipe) throw accessError('recipe.read');
  const [ingredients, directions, notes] = await Promise.all([
    findIngredients(db, recipeId),
    findDirections(db, recipeId),
    familyId === undefined ? [] : listFamilyNotes(db, recipeId, familyId),
  ]);
  return {
    ...recipe,
    createdAt: recipe.createdAt.toISOString(),
    updatedAt: recipe.updatedAt.toISOString(),
    ingredients,
    directions,
    notes,
  };
}

/**
 * Deletes a recipe for an editor of its cookbook or a super admin, in one transaction.
 * Meal plan entries and staged items that used it keep their place as placeholders carrying
 * its title (docs/spec-deviations.md): the database does that for every delete, this one
 * included (docs/decisions/008); everything else of the recipe goes with it.
 */
export async function deleteRecipe(db: Database, user: CurrentUser, recipeId: number) {
  await db.transaction(async (tx) => {
    // Locked before the check, so the recipe cannot move to another cookbook in between.
    if (!(await lockRecipe(tx, recipeId))) throw accessError('recipe.read');
    await requireAccess(tx, user, 'recipe.delete', [recipeId]);
    await deleteRecipeRow(tx, recipeId);
  });
}
