import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleAssignment } from '#shared/admin/roles.schemas';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/** GET /api/roles (?userId= narrows it to one user), searched and paged. */
export function fetchRoles(userId: number | null, params: ListParams, signal?: AbortSignal) {
  return fetchPage<RoleAssignment>('/api/roles', params, signal, { userId });
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
