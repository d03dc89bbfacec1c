import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/sessions';
import type { StagedRecipe } from '../../../shared/staging/staging.schemas';
import { isRecipeVisibleToFamily } from '../recipes/recipes.repository';
import { findStagedRecipe, insertStagedRecipe, type StagedRecipeRow } from './staging.repository';

export function toStagedRecipeDto(row: StagedRecipeRow): StagedRecipe {
  const hasRecipe =
    row.recipeId !== null &&
    row.recipeTitle !== null &&
    row.categoryId !== null &&
    row.cookbookId !== null;
  return {
    id: row.id,
    familyId: row.familyId,
    userId: row.userId,
    recipeId: row.recipeId,
    batchCount: row.batchCount,
    isPlaceholder: row.isPlaceholder,
    placeholderData: row.placeholderData ?? null,
    createdAt: row.createdAt.toISOString(),
    recipe: hasRecipe
      ? {
          id: row.recipeId!,
          title: row.recipeTitle!,
          subtitle: row.recipeSubtitle,
          imageUrl: row.recipeImageUrl,
          servings: row.recipeServings!,
          prepTime: row.recipePrepTime!,
          cookTime: row.recipeCookTime!,
          category: { id: row.categoryId!, name: row.categoryName! },
          cookbook: { id: row.cookbookId!, name: row.cookbookName! },
        }
      : null,
  };
}

/**
 * Stages a recipe for the family's meal planning. The route's access rule made sure the user
 * is a member; the stager is always the session user, never a `userId` from the body.
 */
export async function stageRecipe(
  db: Database,
  user: CurrentUser,
  body: { familyId: number; recipeId: number; batchCount: number },
): Promise<StagedRecipe> {
  if (!(await isRecipeVisibleToFamily(db, body.recipeId, body.familyId))) {
    throw notFound('Recipe not found');
  }
  const id = await insertStagedRecipe(db, {
    familyId: body.familyId,
    userId: user.id,
    recipeId: body.recipeId,
    batchCount: body.batchCount,
  });
  return toStagedRecipeDto((await findStagedRecipe(db, id))!);
}
