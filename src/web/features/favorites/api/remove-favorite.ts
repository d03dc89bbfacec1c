import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRecipeData } from '../../recipes/api/invalidate-recipe-data';
import type { FavoriteCallbacks, FavoriteTarget } from './add-favorite';
import { applyFavoriteOptimistically, restoreSnapshot } from './favorite-cache';

export function removeFavorite(recipeId: number) {
  return api.delete(`/api/favorites/${recipeId}`);
}

/** DELETE /api/favorites/{recipeId}, applied optimistically and rolled back on failure. */
export function useRemoveFavorite({ onSuccess, onError }: FavoriteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: FavoriteTarget) => removeFavorite(recipe.id),
    onMutate: (recipe) => applyFavoriteOptimistically(queryClient, recipe.id, false),
    onError: (error, recipe, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
      onError?.(error, recipe);
    },
    onSuccess: (result, recipe) => onSuccess?.(result, recipe),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
