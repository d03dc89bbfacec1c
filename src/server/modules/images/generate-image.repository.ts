import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { categories, imageGenerations, ingredients, recipes } from '#server/db/schema';

/** Any fixed number; it only has to differ from the other advisory locks of this app. */
const IMAGE_GENERATIONS_LOCK_KEY = 727_011;

/** What the prompt of a recipe's picture is made of; null when there is no such recipe. */
export async function findRecipeForPicture(db: DbOrTx, recipeId: number) {
  const rows = await db
    .select({ title: recipes.title, subtitle: recipes.subtitle, category: categories.name })
    .from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(eq(recipes.id, recipeId))
    .limit(1);
  return rows[0] ?? null;
}

/** The first `limit` ingredient texts of a recipe, in the order the recipe lists them. */
export async function findIngredientTexts(db: DbOrTx, recipeId: number, limit: number) {
  const rows = await db
    .select({ text: ingredients.text })
    .from(ingredients)
    .where(eq(ingredients.recipeId, recipeId))
    .orderBy(asc(ingredients.position))
    .limit(limit);
  return rows.map((r) => r.text);
}

/** Serialises limit checks for the rest of the transaction, across server processes. */
export async function lockImageGenerations(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMAGE_GENERATIONS_LOCK_KEY})`);
}

const since = (window: string) => sql`now() - ${window}::interval`;

/**
 * Attempts (of one user, or of everyone) in the last `window` ('1 hour'), and in how many
 * seconds the oldest of them leaves the window. Times are the database's, the one clock all
 * server processes share.
 */
export async function countGenerationsSince(db: DbOrTx, window: string, userId?: number) {
  const rows = await db
    .select({
      count: count(),
      freeInSeconds: sql<
        number | string | null
      >`ceil(extract(epoch from min(${imageGenerations.createdAt}) + ${window}::interval - now()))`,
    })
    .from(imageGenerations)
    .where(
      and(
        gt(imageGenerations.createdAt, since(window)),
        userId === undefined ? undefined : eq(imageGenerations.userId, userId),
      ),
    );
  const row = rows[0];
  return {
    count: Number(row?.count ?? 0),
    freeInSeconds: Math.max(1, Number(row?.freeInSeconds ?? 1)),
  };
}

export async function insertGeneration(db: DbOrTx, userId: number) {
  const [row] = await db
    .insert(imageGenerations)
    .values({ userId })
    .returning({ id: imageGenerations.id });
  return row!.id;
}

export async function finishGenerationRow(
  db: DbOrTx,
  id: number,
  outcome: 'succeeded' | 'failed',
  failure: string | null,
) {
  await db
    .update(imageGenerations)
    .set({ outcome, failure, finishedAt: sql`now()` })
    .where(eq(imageGenerations.id, id));
}

/** Rows no limit looks at any more (limits look back at most a day). */
export async function deleteGenerationsBefore(db: DbOrTx, window: string) {
  await db.delete(imageGenerations).where(lt(imageGenerations.createdAt, since(window)));
}
