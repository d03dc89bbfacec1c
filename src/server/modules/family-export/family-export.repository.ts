import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  categories,
  cookbooks,
  directions,
  families,
  favorites,
  ingredients,
  mealPlans,
  notes,
  pantryItems,
  recipes,
  units,
  users,
} from '#server/db/schema';
import {
  hiddenForFamily,
  showsHiddenRecipes,
  visibleToFamily,
} from '#server/access/visibility-sql';

/**
 * What a family export reads (docs/decisions/051-family-export.md). Which recipes: the family
 * list's own rule (access/visibility-sql.ts): the cookbooks the family sees, and its hidden
 * recipes only for a member whose showHiddenRecipes is on.
 */
function exportedRecipes(familyId: number, userId: number) {
  return and(
    visibleToFamily(familyId),
    sql`(not ${hiddenForFamily(familyId)} or ${showsHiddenRecipes(userId)})`,
  );
}

export async function findFamilyName(db: DbOrTx, familyId: number) {
  const [row] = await db
    .select({ name: families.name })
    .from(families)
    .where(eq(families.id, familyId));
  return row?.name ?? null;
}

export async function findUserName(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** The ids, titles and pictures of the recipes the member exports, by id. */
export async function findExportedRecipeList(db: DbOrTx, familyId: number, userId: number) {
  return db
    .select({ id: recipes.id, title: recipes.title, imageUrl: recipes.imageUrl })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(exportedRecipes(familyId, userId))
    .orderBy(asc(recipes.id));
}

/** Every field of the recipes of `ids` (one page of the export), by id. */
export async function findRecipeRows(db: DbOrTx, familyId: number, ids: readonly number[]) {
  return db
    .select({
      id: recipes.id,
      title: recipes.title,
      subtitle: recipes.subtitle,
      imageUrl: recipes.imageUrl,
      servings: recipes.servings,
      prepTime: recipes.prepTime,
      cookTime: recipes.cookTime,
      sourceUrl: recipes.sourceUrl,
      createdAt: recipes.createdAt,
      updatedAt: recipes.updatedAt,
      category: categories.name,
      cookbookId: cookbooks.id,
      cookbookName: cookbooks.name,
      cookbookIsPublic: cookbooks.isPublic,
      createdBy: users.name,
      isHidden: hiddenForFamily(familyId),
    })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(users, eq(users.id, recipes.createdBy))
    .where(inArray(recipes.id, [...ids]))
    .orderBy(asc(recipes.id));
}

export async function findIngredientRows(db: DbOrTx, recipeIds: readonly number[]) {
  return db
    .select({
      recipeId: ingredients.recipeId,
      position: ingredients.position,
      quantity: ingredients.quantity,
      unit: units.name,
      text: ingredients.text,
    })
    .from(ingredients)
    .leftJoin(units, eq(units.id, ingredients.unitId))
    .where(inArray(ingredients.recipeId, [...recipeIds]))
    .orderBy(asc(ingredients.recipeId), asc(ingredients.position), asc(ingredients.id));
}

export async function findDirectionRows(db: DbOrTx, recipeIds: readonly number[]) {
  return db
    .select({
      recipeId: directions.recipeId,
      stepNumber: directions.stepNumber,
      text: directions.text,
    })
    .from(directions)
    .where(inArray(directions.recipeId, [...recipeIds]))
    .orderBy(asc(directions.recipeId), asc(directions.stepNumber));
}

/** The family's notes on the exported recipes, oldest first, with their writers' names. */
export async function findFamilyNotes(db: DbOrTx, familyId: number, userId: number) {
  return db
    .select({
      recipeId: notes.recipeId,
      text: notes.text,
      author: users.name,
      createdAt: notes.createdAt,
    })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .innerJoin(recipes, eq(recipes.id, notes.recipeId))
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(and(eq(notes.familyId, familyId), exportedRecipes(familyId, userId)))
    .orderBy(asc(notes.recipeId), asc(notes.createdAt), asc(notes.id));
}

export async function findUserFavoriteIds(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ recipeId: favorites.recipeId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.recipeId));
  return rows.map((row) => row.recipeId);
}

export async function findFamilyMealPlans(db: DbOrTx, familyId: number) {
  return db
    .select({
      date: mealPlans.date,
      mealType: mealPlans.mealType,
      plannedServings: mealPlans.plannedServings,
      recipeId: mealPlans.recipeId,
      recipeTitle: recipes.title,
      placeholderData: mealPlans.placeholderData,
      cookedAt: mealPlans.cookedAt,
    })
    .from(mealPlans)
    .leftJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .where(eq(mealPlans.familyId, familyId))
    .orderBy(asc(mealPlans.date), asc(mealPlans.id));
}

export async function findFamilyPantry(db: DbOrTx, familyId: number) {
  return db
    .select({
      name: pantryItems.name,
      quantity: pantryItems.quantity,
      unit: pantryItems.unit,
      bestBefore: pantryItems.bestBefore,
      category: pantryItems.category,
      isStaple: pantryItems.isStaple,
    })
    .from(pantryItems)
    .where(eq(pantryItems.familyId, familyId))
    .orderBy(asc(pantryItems.name), asc(pantryItems.id));
}
