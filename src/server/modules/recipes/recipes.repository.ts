import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  categories,
  cookbooks,
  directions,
  favorites,
  ingredients,
  recipes,
  units,
} from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  cookbookActiveFor,
  hiddenForFamily,
  hiddenInAllFamiliesOf,
  showsHiddenRecipes,
  visibleInFamiliesOf,
  visibleToUser,
} from '#server/access/visibility-sql';

function isFavoriteOf(userId: number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${favorites}
    where ${q(favorites.recipeId)} = ${q(recipes.id)} and ${q(favorites.userId)} = ${userId})`;
}

/** What every card shows, whoever looks at it (recipeBriefSchema). */
export const cardColumns = {
  id: recipes.id,
  title: recipes.title,
  subtitle: recipes.subtitle,
  imageUrl: recipes.imageUrl,
  servings: recipes.servings,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  category: { id: categories.id, name: categories.name },
  cookbook: { id: cookbooks.id, name: cookbooks.name },
};

/** The card columns and the user's marks; `isHidden` differs between family and all-families lists. */
function summaryColumns(userId: number, isHidden: SQL<boolean>) {
  return { ...cardColumns, isFavorite: isFavoriteOf(userId), isHidden };
}

/** Sorted by title as people read it: case-insensitively, ties by id so the order is stable. */
export const byTitle = [sql`lower(${q(recipes.title)})`, asc(recipes.id)];

/** Every recipe the user's families see (the add-to-plan search), by the same list rules. */
export async function findAccessibleRecipeSummaries(db: DbOrTx, userId: number) {
  const isHidden = hiddenInAllFamiliesOf(userId);
  return db
    .select(summaryColumns(userId, isHidden))
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(
      and(
        visibleInFamiliesOf(userId),
        cookbookActiveFor(userId),
        sql`(not ${isHidden} or ${showsHiddenRecipes(userId)})`,
      ),
    )
    .orderBy(...byTitle);
}

/** The user's favourites they can still open, by the same list rules. */
export async function findFavoriteRecipeSummaries(db: DbOrTx, user: CurrentUser) {
  const isHidden = hiddenInAllFamiliesOf(user.id);
  return db
    .select(summaryColumns(user.id, isHidden))
    .from(favorites)
    .innerJoin(recipes, eq(recipes.id, favorites.recipeId))
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(
      and(
        eq(favorites.userId, user.id),
        visibleToUser(user),
        cookbookActiveFor(user.id),
        sql`(not ${isHidden} or ${showsHiddenRecipes(user.id)})`,
      ),
    )
    .orderBy(...byTitle);
}

/**
 * One recipe with its card fields and the user's marks; `familyId` picks isHidden. Whether
 * they may open it is the service's question (requireAccess 'recipe.read').
 */
export async function findRecipeForDetail(
  db: DbOrTx,
  userId: number,
  recipeId: number,
  familyId: number | undefined,
) {
  const isHidden = familyId === undefined ? sql<boolean>`false` : hiddenForFamily(familyId);
  const rows = await db
    .select({
      ...summaryColumns(userId, isHidden),
      sourceUrl: recipes.sourceUrl,
      createdAt: recipes.createdAt,
      updatedAt: recipes.updatedAt,
    })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(eq(recipes.id, recipeId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findIngredients(db: DbOrTx, recipeId: number) {
  return db
    .select({
      id: ingredients.id,
      position: ingredients.position,
      quantity: ingredients.quantity,
      unitId: ingredients.unitId,
      unitName: units.name,
      text: ingredients.text,
    })
    .from(ingredients)
    .leftJoin(units, eq(units.id, ingredients.unitId))
    .where(eq(ingredients.recipeId, recipeId))
    .orderBy(asc(ingredients.position), asc(ingredients.id));
}

export async function findDirections(db: DbOrTx, recipeId: number) {
  return db
    .select({ id: directions.id, stepNumber: directions.stepNumber, text: directions.text })
    .from(directions)
    .where(eq(directions.recipeId, recipeId))
    .orderBy(asc(directions.stepNumber));
}
