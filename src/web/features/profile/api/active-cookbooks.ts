import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { cookbooksQueryRoot } from '#web/lib/cookbooks-query';

/** Under the cookbook root, so a cookbook write (admin) refreshes it too. */
export const activeCookbooksQueryKey = [...cookbooksQueryRoot, 'active'] as const;

/** GET /api/user/active-cookbooks: ids of the viewable cookbooks the user has not switched off. */
export function fetchActiveCookbooks(signal?: AbortSignal) {
  return api.get<number[]>('/api/user/active-cookbooks', { signal });
}

export const activeCookbooksQueryOptions = () =>
  queryOptions({
    queryKey: activeCookbooksQueryKey,
    queryFn: ({ signal }) => fetchActiveCookbooks(signal),
  });

export function useActiveCookbooks() {
  return useQuery(activeCookbooksQueryOptions());
}
