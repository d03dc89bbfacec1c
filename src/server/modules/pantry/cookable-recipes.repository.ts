import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { ingredients, recipes, units } from '#server/db/schema';

/**
 * When each of `recipeIds` last changed (recipe-write.repository.ts moves it on every edit).
 * The ids go as one array parameter: 10,000 of them as one parameter each cost far more.
 */
export function findRecipeVersions(db: DbOrTx, recipeIds: readonly number[]) {
  return db
    .select({ id: recipes.id, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(sql`${recipes.id} = any(${sql.param([...recipeIds])}::int[])`);
}

/** The ingredient lines of `recipeIds`, by recipe, in each recipe's order. */
export function findIngredientLines(db: DbOrTx, recipeIds: readonly number[]) {
  return db
    .select({
      recipeId: ingredients.recipeId,
      quantity: ingredients.quantity,
      unitName: units.name,
      text: ingredients.text,
    })
    .from(ingredients)
    .leftJoin(units, eq(units.id, ingredients.unitId))
    .where(inArray(ingredients.recipeId, [...recipeIds]))
    .orderBy(asc(ingredients.recipeId), asc(ingredients.position), asc(ingredients.id));
}
