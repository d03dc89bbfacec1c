import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HiddenRecipe, HideRecipeBody } from '#shared/recipes/hidden-recipes.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';

/** Hides a recipe from a family (family admins and super admins). */
export function hideRecipe(body: HideRecipeBody) {
  return call(recipesContracts.hideRecipe, { body });
}

/** The request plus the recipe's title, for the caller's toasts; only the body is sent. */
export type HideRecipeVariables = HideRecipeBody & { title: string };

export function useHideRecipe({
  onSuccess,
  onError,
}: MutationCallbacks<HideRecipeVariables, HiddenRecipe> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, familyId }: HideRecipeVariables) => hideRecipe({ recipeId, familyId }),
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
