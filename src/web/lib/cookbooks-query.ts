import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { call } from './api-call';
import { cookbookRolesQueryKey } from './session/cookbook-roles';

/**
 * Root of the cookbook queries: the list below, each cookbook's categories
 * (['cookbooks', id, 'categories']) and the user's active set (['cookbooks', 'active']), so a
 * cookbook write refreshes all of them with one invalidation.
 */
export const cookbooksQueryRoot = ['cookbooks'] as const;
export const cookbooksQueryKey = [...cookbooksQueryRoot, 'list'] as const;

/**
 * GET /api/cookbooks: the cookbooks the user may view (every cookbook for a super admin), with
 * their badges and recipe counts. The profile's My Cookbooks and the admin grid share it.
 */
export function fetchCookbooks(signal?: AbortSignal) {
  return call(cookbooksContracts.listCookbooks, { signal });
}

export const cookbooksQueryOptions = () =>
  queryOptions({
    queryKey: cookbooksQueryKey,
    queryFn: ({ signal }) => fetchCookbooks(signal),
  });

export function useCookbooks() {
  return useQuery(cookbooksQueryOptions());
}

/**
 * After a cookbook is created, changed or deleted: the cookbook queries, and the roles (the
 * recipe form and import offer cookbooks by name from them).
 */
export function invalidateCookbookData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cookbooksQueryRoot }),
    queryClient.invalidateQueries({ queryKey: cookbookRolesQueryKey }),
  ]);
}
