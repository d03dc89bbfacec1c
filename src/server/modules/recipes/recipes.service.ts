import { z } from 'zod';
import type { Database } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  recipeSummarySchema,
  type RecipeDetail,
  type RecipeSummary,
} from '#shared/recipes/recipes.schemas';
import { getMembership } from '#server/modules/families/families.service';
import { listFamilyNotes } from '#server/modules/notes/notes.service';
import {
  findAccessibleRecipeSummaries,
  findDirections,
  findFamilyRecipeSummaries,
  findFavoriteRecipeSummaries,
  findIngredients,
  findVisibleRecipe,
} from './recipes.repository';
import type { CachedList, RecipeListCache } from './recipe-list-cache';
import { deleteRecipeRow, lockRecipeForDelete } from './recipe-delete.repository';

const recipeSummaryListSchema = z.array(recipeSummarySchema);

/**
 * The family's recipe list as JSON bytes, from the cache while the recipe list `version` is
 * unchanged or built with one list query. Membership is checked by the route's access rule.
 * Read the version before calling: a list is never older than the version it is kept for.
 */
export async function getFamilyRecipeListJson(
  db: Database,
  cache: RecipeListCache,
  user: CurrentUser,
  familyId: number,
  version: string,
): Promise<CachedList> {
  return cache.getOrCreate(`${familyId}:${user.id}`, version, async () => {
    const rows = await findFamilyRecipeSummaries(db, user.id, familyId);
    // What the route's response serializer would do: check the shape, drop anything extra.
    return Buffer.from(JSON.stringify(recipeSummaryListSchema.parse(rows)));
  });
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
  if (familyId !== undefined && !(await getMembership(db, user.id, familyId))) {
    throw notFound('Family not found');
  }
  const recipe = await findVisibleRecipe(db, user, recipeId, familyId);
  if (!recipe) throw notFound('Recipe not found');
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
    const recipe = await lockRecipeForDelete(tx, user, recipeId);
    if (!recipe) throw notFound('Recipe not found');
    if (!user.isSuperAdmin && !recipe.editsCookbook) {
      throw forbidden('Only editors of this cookbook can delete its recipes');
    }
    await deleteRecipeRow(tx, recipeId);
  });
}
