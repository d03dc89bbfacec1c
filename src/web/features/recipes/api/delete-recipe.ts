import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { removePlanningPick } from '#web/lib/planning-picks';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';
import {
  favoritesQueryKey,
  recipeDetailsQueryRoot,
  recipeListsQueryRoot,
} from '#web/lib/query-keys';

/** Deletes a recipe with its ingredients, directions and notes (editors of its cookbook). */
export function deleteRecipe(recipeId: number) {
  return call(recipesContracts.deleteRecipe, { params: { id: recipeId } });
}

/**
 * On success the caller's callback runs first (the recipe dialog closes), then the recipe
 * leaves every list at once (and the planning picks) and its detail query is dropped.
 * Everything is refreshed afterwards.
 */
export function useDeleteRecipe({ onSuccess, onError }: MutationCallbacks<number, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_result, recipeId) => {
      // The caller first (it closes the dialog), so no open dialog refetches a 404 below.
      onSuccess?.(undefined, recipeId);
      const drop = (list: RecipeSummary[] | undefined) => list?.filter((r) => r.id !== recipeId);
      queryClient.setQueriesData<RecipeSummary[]>({ queryKey: recipeListsQueryRoot }, drop);
      queryClient.setQueryData<RecipeSummary[]>(favoritesQueryKey, drop);
      queryClient.removeQueries({ queryKey: [...recipeDetailsQueryRoot, recipeId] });
      removePlanningPick(recipeId);
    },
    onError: (error, recipeId) => onError?.(error, recipeId),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
