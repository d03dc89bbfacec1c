import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { categories, cookbooks, recipes } from '#server/db/schema';
import type { RecipeBrief } from '#shared/recipes/recipes.schemas';

/**
 * The recipe brief of a row that left-joins recipes, categories and cookbooks (meal plans and
 * staged items, whose recipe may be absent). Flat columns: Drizzle would not null a nested
 * object spread over three left-joined tables, so `toRecipeBrief` decides.
 */
export const recipeBriefColumns = {
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

type BriefRow = { recipeId: number | null } & {
  [K in keyof typeof recipeBriefColumns]: (typeof recipeBriefColumns)[K]['_']['data'] | null;
};

/** The brief, or null for a placeholder (no recipe joined). */
export function toRecipeBrief(row: BriefRow): RecipeBrief | null {
  if (row.recipeId === null || row.recipeTitle === null) return null;
  if (row.categoryId === null || row.cookbookId === null) return null;
  return {
    id: row.recipeId,
    title: row.recipeTitle,
    subtitle: row.recipeSubtitle,
    imageUrl: row.recipeImageUrl,
    servings: row.recipeServings!,
    prepTime: row.recipePrepTime!,
    cookTime: row.recipeCookTime!,
    category: { id: row.categoryId, name: row.categoryName! },
    cookbook: { id: row.cookbookId, name: row.cookbookName! },
  };
}

/**
 * Inside a transaction about to plan or stage a recipe: does it exist? Takes a KEY SHARE lock
 * on the recipe so a concurrent delete (which locks FOR UPDATE, then turns plans into
 * placeholders) either waits for this insert or has already removed the recipe, never leaving
 * a plan that points at a deleted recipe. Whether the family sees it is asked afterwards.
 */
export async function lockRecipeForPlanning(tx: DbOrTx, recipeId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for('key share')
    .limit(1);
  return rows.length > 0;
}
