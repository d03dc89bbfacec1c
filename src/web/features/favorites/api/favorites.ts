import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoritesContracts } from '#shared/favorites/favorites.contracts';
import { call } from '#web/lib/api-call';
import { favoritesQueryKey } from '#web/lib/query-keys';

/** The signed-in user's favourite recipes, as card summaries. */
export function fetchFavorites(signal?: AbortSignal) {
  return call(favoritesContracts.listFavorites, { signal });
}

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }) => fetchFavorites(signal),
  });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}
