import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesContracts } from '#shared/preferences/preferences.contracts';
import { call } from '#web/lib/api-call';
import { cookbooksQueryRoot } from '#web/lib/cookbooks-query';

/** Under the cookbook root, so a cookbook write (admin) refreshes it too. */
export const activeCookbooksQueryKey = [...cookbooksQueryRoot, 'active'] as const;

/** Ids of the viewable cookbooks the user has not switched off. */
export function fetchActiveCookbooks(signal?: AbortSignal) {
  return call(preferencesContracts.listActiveCookbooks, { signal });
}

export const activeCookbooksQueryOptions = () =>
  queryOptions({
    queryKey: activeCookbooksQueryKey,
    queryFn: ({ signal }) => fetchActiveCookbooks(signal),
  });

export function useActiveCookbooks() {
  return useQuery(activeCookbooksQueryOptions());
}
