import { queryOptions, useQuery } from '@tanstack/react-query';
import { rolesContracts } from '#shared/admin/roles.contracts';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/** A page of role assignments, or of one user's (userId), searched and paged. */
export function fetchRoles(userId: number | null, params: ListParams, signal?: AbortSignal) {
  return fetchPage(rolesContracts.listRoles, params, signal, { userId });
}

export const rolesQueryOptions = (userId: number | null, params: Partial<ListParams> = {}) => {
  const full = listParams(params);
  return queryOptions({
    queryKey: [...adminKeys.roles(userId), full],
    queryFn: ({ signal }) => fetchRoles(userId, full, signal),
    ...KEEP_PAGE,
  });
};

export function useRoles(userId: number | null, params: Partial<ListParams> = {}) {
  return useQuery(rolesQueryOptions(userId, params));
}
