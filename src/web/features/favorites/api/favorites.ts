import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { api } from '#web/lib/api-client';
import { favoritesQueryKey } from '#web/lib/query-keys';

/** The signed-in user's favourite recipes, as card summaries. */
export function fetchFavorites(signal?: AbortSignal) {
  return api.get<RecipeSummary[]>('/api/user/favorites', { signal });
}

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }) => fetchFavorites(signal),
  });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}
