import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  categories,
  cookbooks,
  favorites,
  hiddenRecipes,
  ingredients,
  recipes,
  userActiveCookbooks,
  userPreferences,
} from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { RecipeMarks } from '#shared/recipes/recipes.schemas';
import { cardColumns } from './recipes.repository';
import { visibleToFamily } from '#server/access/visibility-sql';

/**
 * The family recipe list in its three parts (docs/decisions/022): cards and ingredient texts
 * are the same for every member, so they are built once per family; marks are the user's.
 */

/** The family's cards matching `where`, by id. */
function selectFamilyCards(db: DbOrTx, familyId: number, where: SQL) {
  return db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(and(visibleToFamily(familyId), where))
    .orderBy(asc(recipes.id));
}

/** One page of the family's cards by id, after `afterId` (keyset: the primary key index). */
export async function findFamilyRecipeCardsPage(
  db: DbOrTx,
  familyId: number,
  afterId: number,
  limit: number,
) {
  return selectFamilyCards(db, familyId, gt(recipes.id, afterId)).limit(limit);
}

/** The cards of those of `recipeIds` the family sees (a patch of its cached list). */
export async function findFamilyRecipeCardsByIds(
  db: DbOrTx,
  familyId: number,
  recipeIds: readonly number[],
) {
  return selectFamilyCards(db, familyId, inArray(recipes.id, [...recipeIds]));
}

/**
 * The ingredient texts of every recipe the family sees (or of those of `recipeIds`), one line
 * each, in order.
 */
export async function findFamilyIngredientTexts(
  db: DbOrTx,
  familyId: number,
  recipeIds?: readonly number[],
) {
  return db
    .select({
      recipeId: recipes.id,
      text: sql<string>`string_agg(${q(ingredients.text)}, chr(10) order by ${q(ingredients.position)})`,
    })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .innerJoin(ingredients, eq(ingredients.recipeId, recipes.id))
    .where(
      and(
        visibleToFamily(familyId),
        recipeIds === undefined ? undefined : inArray(recipes.id, [...recipeIds]),
      ),
    )
    .groupBy(recipes.id)
    .orderBy(asc(recipes.id));
}

/** The user's marks on a family's list (recipeMarksSchema). */
export async function findRecipeMarks(
  db: DbOrTx,
  userId: number,
  familyId: number,
): Promise<RecipeMarks> {
  const [favoriteRows, hiddenRows, inactiveRows, preferenceRows] = await Promise.all([
    db
      .select({ id: favorites.recipeId })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.recipeId)),
    db
      .select({ id: hiddenRecipes.recipeId })
      .from(hiddenRecipes)
      .where(eq(hiddenRecipes.familyId, familyId))
      .orderBy(asc(hiddenRecipes.recipeId)),
    db
      .select({ id: userActiveCookbooks.cookbookId })
      .from(userActiveCookbooks)
      .where(and(eq(userActiveCookbooks.userId, userId), eq(userActiveCookbooks.isActive, false)))
      .orderBy(asc(userActiveCookbooks.cookbookId)),
    db
      .select({ show: userPreferences.showHiddenRecipes })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId)),
  ]);
  return {
    favoriteIds: favoriteRows.map((row) => row.id),
    hiddenIds: hiddenRows.map((row) => row.id),
    inactiveCookbookIds: inactiveRows.map((row) => row.id),
    showHiddenRecipes: preferenceRows[0]?.show ?? false,
  };
}
