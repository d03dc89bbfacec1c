import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersContracts } from '#shared/admin/users.contracts';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/** A page of users (super admins only). */
export function fetchUsers(params: ListParams, signal?: AbortSignal) {
  return fetchPage(adminUsersContracts.listUsers, params, signal);
}

export const usersQueryOptions = (params: Partial<ListParams> = {}) => {
  const full = listParams(params);
  return queryOptions({
    queryKey: [...adminKeys.users, full],
    queryFn: ({ signal }) => fetchUsers(full, signal),
    ...KEEP_PAGE,
  });
};

export function useUsers(params: Partial<ListParams> = {}) {
  return useQuery(usersQueryOptions(params));
}
