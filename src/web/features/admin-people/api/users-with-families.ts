import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersContracts } from '#shared/admin/users.contracts';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/**
 * A page of users with their families: one row per membership, and one row with no family
 * for each user who belongs to none.
 */
export function fetchUsersWithFamilies(params: ListParams, signal?: AbortSignal) {
  return fetchPage(adminUsersContracts.listUsersWithFamilies, params, signal);
}

export const usersWithFamiliesQueryOptions = (params: Partial<ListParams> = {}) => {
  const full = listParams(params);
  return queryOptions({
    queryKey: [...adminKeys.usersWithFamilies, full],
    queryFn: ({ signal }) => fetchUsersWithFamilies(full, signal),
    ...KEEP_PAGE,
  });
};

export function useUsersWithFamilies(params: Partial<ListParams> = {}) {
  return useQuery(usersWithFamiliesQueryOptions(params));
}
