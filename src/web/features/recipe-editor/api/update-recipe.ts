import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RECIPE_VERSION_HEADER,
  recipeVersionTag,
  type RecipeWriteInput,
} from '#shared/recipes/recipe-write.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import { isApiError } from '#web/lib/api-client';
import { invalidateAfterRecipeSave } from './save-recipe-cache';

export interface UpdateRecipeVariables {
  recipeId: number;
  /** The `updatedAt` of the recipe as loaded: the server refuses (409) if it changed since. */
  loadedUpdatedAt: string;
  body: RecipeWriteInput;
}

/** PATCH /api/recipes/{id} with If-Match, so two editors never overwrite each other. */
export function updateRecipe({ recipeId, loadedUpdatedAt, body }: UpdateRecipeVariables) {
  return call(recipesContracts.updateRecipe, {
    params: { id: recipeId },
    body,
    headers: { [RECIPE_VERSION_HEADER]: recipeVersionTag(loadedUpdatedAt) },
  });
}

/** Someone else saved the recipe after the form loaded it. */
export function isRecipeConflict(error: unknown): boolean {
  return isApiError(error, 409);
}

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    // Not awaited: the saved recipe opens at once, and what shows it refetches meanwhile.
    onSuccess: () => void invalidateAfterRecipeSave(queryClient),
  });
}
