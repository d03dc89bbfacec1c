import type { QueryClient } from '@tanstack/react-query';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';
import { shoppingListsQueryRoot } from '#web/lib/query-keys';

/**
 * After a recipe is saved everything that shows it is refreshed: lists, the dialog, favourites,
 * meal plans, staged items (invalidateRecipeData) and shopping lists, whose out-of-date mark the
 * server computes when they are read again.
 */
export function invalidateAfterRecipeSave(queryClient: QueryClient) {
  return Promise.all([
    invalidateRecipeData(queryClient),
    queryClient.invalidateQueries({ queryKey: shoppingListsQueryRoot }),
  ]);
}
