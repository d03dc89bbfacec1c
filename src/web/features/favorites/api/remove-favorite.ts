import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoritesContracts } from '#shared/favorites/favorites.contracts';
import { call } from '#web/lib/api-call';
import type { FavoriteCallbacks } from './add-favorite';
import {
  applyFavoriteOptimistically,
  refreshAfterFavoriteWrite,
  rollBackFavorite,
} from './favorite-cache';
import { favoriteMutationKey, type FavoriteTarget } from './favorite-writes';

export function removeFavorite(recipeId: number) {
  return call(favoritesContracts.removeFavorite, { params: { recipeId } });
}

/** DELETE /api/favorites/{recipeId}, applied optimistically; a failure rolls back this recipe only. */
export function useRemoveFavorite({ onSuccess, onError }: FavoriteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: favoriteMutationKey,
    mutationFn: (recipe: FavoriteTarget) => removeFavorite(recipe.id),
    onMutate: (recipe) => applyFavoriteOptimistically(queryClient, recipe.id, false),
    onError: (error, recipe, change) => {
      rollBackFavorite(queryClient, change);
      onError?.(error, recipe);
    },
    onSuccess: (result, recipe) => onSuccess?.(result, recipe),
    onSettled: (_result, _error, recipe) => refreshAfterFavoriteWrite(queryClient, recipe),
  });
}
