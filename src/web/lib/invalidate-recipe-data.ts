import type { QueryClient } from '@tanstack/react-query';
import {
  everyCookableRecipesQuery,
  favoritesQueryKey,
  mealPlansQueryRoot,
  recipesQueryRoot,
  stagedRecipesQueryRoot,
} from './query-keys';

/**
 * After a write the cached recipe, family recipes, favourites and meal plans are refreshed
 * (product rule: refresh-after-writes); staged items show recipe cards too, so they come along,
 * and so does "What can we cook?", which ranks the recipes' ingredients.
 */
export function invalidateRecipeData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recipesQueryRoot }),
    queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
    queryClient.invalidateQueries({ queryKey: mealPlansQueryRoot }),
    queryClient.invalidateQueries({ queryKey: stagedRecipesQueryRoot }),
    queryClient.invalidateQueries(everyCookableRecipesQuery),
  ]);
}
