import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cookbooks, mealPlans, recipes, stagedRecipes } from '../../db/schema';
import type { PlaceholderData } from '../../../shared/staging/staging.schemas';
import type { CurrentUser } from '../auth/sessions';
import { editsCookbook, visibleToUser } from './recipe-visibility';

/**
 * The recipe about to be deleted, if the user may see it, with whether they edit its
 * cookbook. Locks the row, so a concurrent edit or delete waits for this transaction.
 */
export async function lockRecipeForDelete(tx: DbOrTx, user: CurrentUser, recipeId: number) {
  const rows = await tx
    .select({
      id: recipes.id,
      title: recipes.title,
      subtitle: recipes.subtitle,
      servings: recipes.servings,
      editsCookbook: editsCookbook(user.id),
    })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(and(eq(recipes.id, recipeId), visibleToUser(user)))
    .for('update', { of: recipes })
    .limit(1);
  return rows[0] ?? null;
}

/** Meal plan entries of the recipe become placeholders; returns how many. */
export async function turnMealPlansIntoPlaceholders(
  tx: DbOrTx,
  recipeId: number,
  placeholder: PlaceholderData,
) {
  const rows = await tx
    .update(mealPlans)
    .set({ recipeId: null, isPlaceholder: true, placeholderData: placeholder })
    .where(eq(mealPlans.recipeId, recipeId))
    .returning({ id: mealPlans.id });
  return rows.length;
}

/** Staged items of the recipe become placeholders; returns how many. */
export async function turnStagedRecipesIntoPlaceholders(
  tx: DbOrTx,
  recipeId: number,
  placeholder: PlaceholderData,
) {
  const rows = await tx
    .update(stagedRecipes)
    .set({ recipeId: null, isPlaceholder: true, placeholderData: placeholder })
    .where(eq(stagedRecipes.recipeId, recipeId))
    .returning({ id: stagedRecipes.id });
  return rows.length;
}

/** Ingredients, directions, notes, favourites and hidden marks go with it (ON DELETE CASCADE). */
export async function deleteRecipeRow(tx: DbOrTx, recipeId: number) {
  await tx.delete(recipes).where(eq(recipes.id, recipeId));
}
