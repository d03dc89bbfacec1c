import { useCallback } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useAddFavorite, type FavoriteTarget } from '../api/add-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';

function reason(error: Error) {
  return getErrorMessage(error);
}

/** Adds or removes a favourite with the spec's toasts (§8). */
export function useFavoriteToggle() {
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
      const target = { id: recipe.id, title: recipe.title };
      if (recipe.isFavorite) removeMutate(target);
      else addMutate(target);
    },
    [addMutate, removeMutate],
  );
  const pendingRecipeId = add.isPending
    ? add.variables?.id
    : remove.isPending
      ? remove.variables?.id
      : undefined;
  return { toggleFavorite, pendingRecipeId };
}
