import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';
import { isEntityPending, usePendingEntities } from '#web/lib/entity-writes';
import { useAddFavorite } from '../api/add-favorite';
import { favoriteWrites, type FavoriteTarget } from '../api/favorite-writes';
import { useRemoveFavorite } from '../api/remove-favorite';

/**
 * Adds or removes a favourite with its toasts (product rule: favorite-toggle). A recipe whose
 * toggle is still on its way is pending: `isFavoritePending` says so (its button waits), and a
 * second toggle of it is ignored; other recipes can be toggled meanwhile (docs/decisions/011).
 */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const add = useAddFavorite({
    onSuccess: (_favorite, recipe) =>
      toast({
        title: intl.formatMessage({ id: 'favorites.added.title' }),
        description: intl.formatMessage(
          { id: 'favorites.added.description' },
          { title: recipe.title },
        ),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'favorites.errorTitle' }),
        description: intl.formatMessage(
          { id: 'favorites.addFailed' },
          { reason: errorMessage(intl, error) },
        ),
      }),
  });
  const remove = useRemoveFavorite({
    onSuccess: (_result, recipe) =>
      toast({
        title: intl.formatMessage({ id: 'favorites.removed.title' }),
        description: intl.formatMessage(
          { id: 'favorites.removed.description' },
          { title: recipe.title },
        ),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'favorites.errorTitle' }),
        description: intl.formatMessage(
          { id: 'favorites.removeFailed' },
          { reason: errorMessage(intl, error) },
        ),
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
