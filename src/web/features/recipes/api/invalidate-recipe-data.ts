import type { QueryClient } from '@tanstack/react-query';
import { favoritesQueryKey } from '../../favorites/api/favorites';
import { mealPlansQueryRoot } from '../../meal-plan/api/meal-plan-query-keys';
import { stagedRecipesQueryRoot } from '../../staging/api/staging-query-keys';
import { recipesQueryRoot } from './recipe-query-keys';

/**
 * After a write the cached recipe, family recipes, favourites and meal plans are refreshed
 * (spec §7); staged items show recipe cards too, so they come along.
 */
export function invalidateRecipeData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recipesQueryRoot }),
    queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
    queryClient.invalidateQueries({ queryKey: mealPlansQueryRoot }),
    queryClient.invalidateQueries({ queryKey: stagedRecipesQueryRoot }),
  ]);
}
