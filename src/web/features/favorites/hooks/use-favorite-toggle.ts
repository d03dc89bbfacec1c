import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/use-toast';
import { getErrorMessage } from '#web/lib/api-client';
import { isEntityPending, usePendingEntities } from '#web/lib/entity-writes';
import { useAddFavorite } from '../api/add-favorite';
import { favoriteWrites, type FavoriteTarget } from '../api/favorite-writes';
import { useRemoveFavorite } from '../api/remove-favorite';

function reason(error: Error) {
  return getErrorMessage(error);
}

/**
 * Adds or removes a favourite with its toasts (product rule: favorite-toggle). A recipe whose
 * toggle is still on its way is pending: `isFavoritePending` says so (its button waits), and a
 * second toggle of it is ignored; other recipes can be toggled meanwhile (docs/decisions/011).
 */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  const add = useAddFavorite({
    onSuccess: (_favorite, recipe) =>
      toast({
        title: 'Added to favorites',
        description: `${recipe.title} has been added to your favorites`,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Failed to add to favorites: ${reason(error)}`,
      }),
  });
  const remove = useRemoveFavorite({
    onSuccess: (_result, recipe) =>
      toast({
        title: 'Removed from favorites',
        description: `${recipe.title} has been removed from your favorites`,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Failed to remove from favorites: ${reason(error)}`,
      }),
  });

  const { mutate: addMutate } = add;
  const { mutate: removeMutate } = remove;
  const toggleFavorite = useCallback(
    (recipe: FavoriteTarget & { isFavorite: boolean }) => {
      if (isEntityPending(queryClient, favoriteWrites, recipe.id)) return;
      const target = { id: recipe.id, title: recipe.title };
      if (recipe.isFavorite) removeMutate(target);
      else addMutate(target);
    },
    [queryClient, addMutate, removeMutate],
  );
  const pending = usePendingEntities(favoriteWrites);
  const isFavoritePending = useCallback(
    (recipeId: number) => pending.includes(recipeId),
    [pending],
  );
  return { toggleFavorite, isFavoritePending };
}
