import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoritesContracts } from '#shared/favorites/favorites.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import {
  applyFavoriteOptimistically,
  refreshAfterFavoriteWrite,
  rollBackFavorite,
} from './favorite-cache';
import { favoriteMutationKey, type FavoriteTarget } from './favorite-writes';

export type { FavoriteTarget } from './favorite-writes';

export type FavoriteCallbacks = MutationCallbacks<FavoriteTarget>;

export function addFavorite(recipeId: number) {
  return call(favoritesContracts.addFavorite, { body: { recipeId } });
}

/** POST /api/favorites, applied optimistically; a failure rolls back this recipe only. */
export function useAddFavorite({ onSuccess, onError }: FavoriteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: favoriteMutationKey,
    mutationFn: (recipe: FavoriteTarget) => addFavorite(recipe.id),
    onMutate: (recipe) => applyFavoriteOptimistically(queryClient, recipe.id, true),
    onError: (error, recipe, change) => {
      rollBackFavorite(queryClient, change);
      onError?.(error, recipe);
    },
    onSuccess: (favorite, recipe) => onSuccess?.(favorite, recipe),
    onSettled: (_result, _error, recipe) => refreshAfterFavoriteWrite(queryClient, recipe),
  });
}
