import { queryOptions, useQuery } from '@tanstack/react-query';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { call } from '../api-call';
import { ROLE_STALE_TIME_MS } from '../query-client';

export const cookbookRolesQueryKey = ['user', 'cookbook-roles'] as const;

/** What the signed-in user may do per cookbook: [{ cookbookId, canEdit, canView }]. */
export function fetchCookbookRoles(signal?: AbortSignal) {
  return call(cookbooksContracts.cookbookRoles, { signal });
}

/** Cached for 5 minutes (role data, product rule: data-defaults). */
export const cookbookRolesQueryOptions = () =>
  queryOptions({
    queryKey: cookbookRolesQueryKey,
    queryFn: ({ signal }) => fetchCookbookRoles(signal),
    staleTime: ROLE_STALE_TIME_MS,
  });

export function useCookbookRoles() {
  return useQuery(cookbookRolesQueryOptions());
}
