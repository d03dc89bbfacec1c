import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, cookbooks, recipes, stagedRecipes } from '../../db/schema';

/**
 * A staged item with the brief of its recipe. Flat columns: the recipe side is left-joined
 * (placeholders have none), and the service builds the nested DTO.
 */
const stagedColumns = {
  id: stagedRecipes.id,
  familyId: stagedRecipes.familyId,
  userId: stagedRecipes.userId,
  recipeId: stagedRecipes.recipeId,
  batchCount: stagedRecipes.batchCount,
  isPlaceholder: stagedRecipes.isPlaceholder,
  placeholderData: stagedRecipes.placeholderData,
  createdAt: stagedRecipes.createdAt,
  recipeTitle: recipes.title,
  recipeSubtitle: recipes.subtitle,
  recipeImageUrl: recipes.imageUrl,
  recipeServings: recipes.servings,
  recipePrepTime: recipes.prepTime,
  recipeCookTime: recipes.cookTime,
  categoryId: categories.id,
  categoryName: categories.name,
  cookbookId: cookbooks.id,
  cookbookName: cookbooks.name,
};

export type StagedRecipeRow = NonNullable<Awaited<ReturnType<typeof findStagedRecipe>>>;

export async function findStagedRecipe(db: DbOrTx, id: number) {
  const rows = await db
    .select(stagedColumns)
    .from(stagedRecipes)
    .leftJoin(recipes, eq(recipes.id, stagedRecipes.recipeId))
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(eq(stagedRecipes.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertStagedRecipe(
  db: DbOrTx,
  values: { familyId: number; userId: number; recipeId: number; batchCount: number },
) {
  const [row] = await db.insert(stagedRecipes).values(values).returning({ id: stagedRecipes.id });
  return row!.id;
}
