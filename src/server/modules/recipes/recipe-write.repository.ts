import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { directions, ingredients, recipes } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { RecipeWrite } from '#shared/recipes/recipe-write.schemas';

/**
 * Versions are the recipe's `updated_at` at millisecond precision: what the API shows (a JS
 * Date) and what If-Match carries. PostgreSQL keeps microseconds, so rows written elsewhere
 * (the seed, older code) are compared truncated, and this code writes whole milliseconds.
 */
const updatedAtMs = sql<Date>`date_trunc('milliseconds', ${q(recipes.updatedAt)})`;

/** The wall clock (not the transaction's start) in whole milliseconds. */
const nowMs = sql`date_trunc('milliseconds', clock_timestamp())`;

/**
 * The recipe about to be edited, with its version; null when there is none. Locks the row
 * until the transaction ends, so the version compared is the one overwritten: a concurrent
 * edit waits here and then sees the new version. Who may edit it is the service's question.
 */
export async function lockRecipeForWrite(tx: DbOrTx, recipeId: number) {
  const rows = await tx
    .select({
      id: recipes.id,
      cookbookId: recipes.cookbookId,
      imageUrl: recipes.imageUrl,
      version: updatedAtMs,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for('update')
    .limit(1);
  const row = rows[0];
  // A raw SQL column comes back as the driver's text on some drivers: make it a Date.
  return row ? { ...row, version: new Date(row.version) } : null;
}

function recipeColumns({ recipe }: RecipeWrite) {
  return {
    cookbookId: recipe.cookbookId,
    categoryId: recipe.categoryId,
    title: recipe.title,
    subtitle: recipe.subtitle,
    servings: recipe.servings,
    imageUrl: recipe.imageUrl,
  };
}

export async function insertRecipe(tx: DbOrTx, body: RecipeWrite, createdBy: number) {
  const [row] = await tx
    .insert(recipes)
    .values({ ...recipeColumns(body), createdBy, createdAt: nowMs, updatedAt: nowMs })
    .returning({ id: recipes.id, updatedAt: recipes.updatedAt });
  return row!;
}

/**
 * Overwrites the recipe's own fields (prep and cook times, which the form does not show,
 * stay). The new version is now, and always later than the old one even within the same
 * millisecond or with a clock behind, so an If-Match of any earlier version never matches.
 */
export async function updateRecipeRow(tx: DbOrTx, recipeId: number, body: RecipeWrite) {
  const [row] = await tx
    .update(recipes)
    .set({
      ...recipeColumns(body),
      updatedAt: sql`greatest(${nowMs}, ${updatedAtMs} + interval '1 millisecond')`,
    })
    .where(eq(recipes.id, recipeId))
    .returning({ id: recipes.id, updatedAt: recipes.updatedAt });
  return row!;
}

/**
 * Replaces the ingredients and directions with the ones sent, in the order sent: ingredient
 * positions and step numbers 1..n (as the seed numbers them), whatever numbers came with them.
 */
export async function replaceRecipeLines(tx: DbOrTx, recipeId: number, body: RecipeWrite) {
  await tx.delete(ingredients).where(eq(ingredients.recipeId, recipeId));
  await tx.delete(directions).where(eq(directions.recipeId, recipeId));
  await tx.insert(ingredients).values(
    body.ingredients.map((line, i) => ({
      recipeId,
      position: i + 1,
      quantity: line.quantity,
      unitId: line.unitId,
      text: line.text,
    })),
  );
  await tx
    .insert(directions)
    .values(body.directions.map((step, i) => ({ recipeId, stepNumber: i + 1, text: step.text })));
}
