import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { categories, cookbooks, recipes, stagedRecipes } from '#server/db/schema';
import type { PlaceholderData } from '#shared/staging/staging.schemas';
import { recipeBriefColumns } from '#server/modules/recipes/recipe-brief-columns';

/** A staged item with the brief of its recipe (left joins: placeholders have none). */
const stagedColumns = {
  id: stagedRecipes.id,
  familyId: stagedRecipes.familyId,
  userId: stagedRecipes.userId,
  recipeId: stagedRecipes.recipeId,
  batchCount: stagedRecipes.batchCount,
  isPlaceholder: stagedRecipes.isPlaceholder,
  placeholderData: stagedRecipes.placeholderData,
  createdAt: stagedRecipes.createdAt,
  ...recipeBriefColumns,
};

function selectStagedRecipes(db: DbOrTx) {
  return db
    .select(stagedColumns)
    .from(stagedRecipes)
    .leftJoin(recipes, eq(recipes.id, stagedRecipes.recipeId))
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId));
}

export type StagedRecipeRow = NonNullable<Awaited<ReturnType<typeof findStagedRecipe>>>;

export async function findStagedRecipe(db: DbOrTx, id: number) {
  const rows = await selectStagedRecipes(db).where(eq(stagedRecipes.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The family's staging area in one query, oldest first. */
export function findFamilyStagedRecipes(db: DbOrTx, familyId: number) {
  return selectStagedRecipes(db)
    .where(eq(stagedRecipes.familyId, familyId))
    .orderBy(asc(stagedRecipes.createdAt), asc(stagedRecipes.id));
}

export async function insertStagedRecipe(
  db: DbOrTx,
  values: {
    familyId: number;
    userId: number;
    recipeId: number | null;
    placeholderData: PlaceholderData | null;
    batchCount: number;
  },
) {
  const [row] = await db
    .insert(stagedRecipes)
    .values({ ...values, isPlaceholder: values.recipeId === null })
    .returning({ id: stagedRecipes.id });
  return row!.id;
}

/** Sets the item's batch count; false when there is no such item. */
export async function updateBatchCount(db: DbOrTx, id: number, batchCount: number) {
  const rows = await db
    .update(stagedRecipes)
    .set({ batchCount })
    .where(eq(stagedRecipes.id, id))
    .returning({ id: stagedRecipes.id });
  return rows.length > 0;
}

/** Deletes the item; false when there is none. */
export async function deleteStagedRecipe(db: DbOrTx, id: number) {
  const rows = await db
    .delete(stagedRecipes)
    .where(eq(stagedRecipes.id, id))
    .returning({ id: stagedRecipes.id });
  return rows.length > 0;
}

/** Clears the family's staging area in one statement; returns how many went. */
export async function deleteFamilyStagedRecipes(db: DbOrTx, familyId: number) {
  const rows = await db
    .delete(stagedRecipes)
    .where(eq(stagedRecipes.familyId, familyId))
    .returning({ id: stagedRecipes.id });
  return rows.length;
}
