import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HideRecipeBody } from '#shared/recipes/hidden-recipes.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import type { HideRecipeVariables } from './hide-recipe';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';

/** Makes a hidden recipe visible to the family again. */
export function unhideRecipe({ recipeId, familyId }: HideRecipeBody) {
  return call(recipesContracts.unhideRecipe, { params: { recipeId, familyId } });
}

export function useUnhideRecipe({
  onSuccess,
  onError,
}: MutationCallbacks<HideRecipeVariables, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: HideRecipeVariables) => unhideRecipe(variables),
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
