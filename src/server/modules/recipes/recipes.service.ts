import { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/sessions';
import {
  recipeSummarySchema,
  type RecipeDetail,
  type RecipeSummary,
} from '../../../shared/recipes/recipes.schemas';
import type { PlaceholderData } from '../../../shared/staging/staging.schemas';
import { findMembership } from '../families/families.repository';
import { findFamilyNotes } from '../notes/notes.repository';
import {
  findAccessibleRecipeSummaries,
  findDirections,
  findFamilyRecipeSummaries,
  findIngredients,
  findVisibleRecipe,
} from './recipes.repository';
import type { CachedList, RecipeListCache } from './recipe-list-cache';
import {
  deleteRecipeRow,
  lockRecipeForDelete,
  turnMealPlansIntoPlaceholders,
  turnStagedRecipesIntoPlaceholders,
} from './recipe-delete.repository';

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
  if (familyId !== undefined && !(await findMembership(db, user.id, familyId))) {
    throw notFound('Family not found');
  }
  const recipe = await findVisibleRecipe(db, user, recipeId, familyId);
  if (!recipe) throw notFound('Recipe not found');
  const [ingredients, directions, notes] = await Promise.all([
    findIngredients(db, recipeId),
    findDirections(db, recipeId),
    familyId === undefined ? [] : findFamilyNotes(db, recipeId, familyId),
  ]);
  return {
    ...recipe,
    createdAt: recipe.createdAt.toISOString(),
    updatedAt: recipe.updatedAt.toISOString(),
    ingredients,
    directions,
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

/**
 * Deletes a recipe for an editor of its cookbook or a super admin, in one transaction.
 * Meal plan entries and staged items that used it keep their place as placeholders carrying
 * its title (docs/spec-deviations.md); everything else of the recipe goes with it.
 */
export async function deleteRecipe(db: Database, user: CurrentUser, recipeId: number) {
  await db.transaction(async (tx) => {
    const recipe = await lockRecipeForDelete(tx, user, recipeId);
    if (!recipe) throw notFound('Recipe not found');
    if (!user.isSuperAdmin && !recipe.editsCookbook) {
      throw forbidden('Only editors of this cookbook can delete its recipes');
    }
    const placeholder: PlaceholderData = {
      title: recipe.title,
      ...(recipe.subtitle ? { subtitle: recipe.subtitle } : {}),
      servings: recipe.servings,
    };
    await turnMealPlansIntoPlaceholders(tx, recipeId, placeholder);
    await turnStagedRecipesIntoPlaceholders(tx, recipeId, placeholder);
    await deleteRecipeRow(tx, recipeId);
  });
}
