import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RecipeDetail, RecipeSummary } from '../../../../shared/recipes/recipes.schemas';
import {
  recipeDetailsQueryRoot,
  recipeListsQueryRoot,
  recipesQueryRoot,
} from '../../recipes/api/recipe-query-keys';
import { favoritesQueryKey } from './favorites';

/** What the caches held before an optimistic change, to put back on failure. */
export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

/**
 * TanStack Query's optimistic recipe for a favourite toggle: cancel the recipe and favourite
 * queries, snapshot them, then flip `isFavorite` in every list and in the recipe's details,
 * and add it to (or drop it from) the favourites list.
 */
export async function applyFavoriteOptimistically(
  queryClient: QueryClient,
  recipeId: number,
  isFavorite: boolean,
): Promise<CacheSnapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: recipesQueryRoot }),
    queryClient.cancelQueries({ queryKey: favoritesQueryKey }),
  ]);
  const snapshot = [
    ...queryClient.getQueriesData({ queryKey: recipesQueryRoot }),
    ...queryClient.getQueriesData({ queryKey: favoritesQueryKey }),
  ];

  let summary: RecipeSummary | undefined;
  queryClient.setQueriesData<RecipeSummary[]>({ queryKey: recipeListsQueryRoot }, (list) =>
    list?.map((recipe) => {
      if (recipe.id !== recipeId) return recipe;
      summary = recipe;
      return { ...recipe, isFavorite };
    }),
  );
  queryClient.setQueriesData<RecipeDetail>(
    { queryKey: [...recipeDetailsQueryRoot, recipeId] },
    (detail) => (detail ? { ...detail, isFavorite } : detail),
  );
  queryClient.setQueryData<RecipeSummary[]>(favoritesQueryKey, (list) => {
    if (!list) return list;
    if (!isFavorite) return list.filter((recipe) => recipe.id !== recipeId);
    if (list.some((recipe) => recipe.id === recipeId) || !summary) return list;
    return [...list, { ...summary, isFavorite: true }];
  });
  return snapshot;
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot | undefined) {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}
