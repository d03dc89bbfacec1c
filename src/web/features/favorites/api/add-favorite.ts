import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddFavoriteBody, Favorite } from '../../../../shared/favorites/favorites.schemas';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import { invalidateRecipeData } from '../../recipes/api/invalidate-recipe-data';
import { applyFavoriteOptimistically, restoreSnapshot } from './favorite-cache';

export interface FavoriteTarget {
  id: number;
  title: string;
}

export type FavoriteCallbacks = MutationCallbacks<FavoriteTarget>;

export function addFavorite(recipeId: number) {
  const body: AddFavoriteBody = { recipeId };
  return api.post<Favorite>('/api/favorites', body);
}

/** POST /api/favorites, applied optimistically and rolled back on failure. */
export function useAddFavorite({ onSuccess, onError }: FavoriteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: FavoriteTarget) => addFavorite(recipe.id),
    onMutate: (recipe) => applyFavoriteOptimistically(queryClient, recipe.id, true),
    onError: (error, recipe, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
      onError?.(error, recipe);
    },
    onSuccess: (favorite, recipe) => onSuccess?.(favorite, recipe),
    onSettled: () => invalidateRecipeData(queryClient),
  });
}
