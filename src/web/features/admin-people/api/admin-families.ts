import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFamily } from '#shared/admin/families.schemas';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/** GET /api/admin/families?search=&limit=&offset=: families with default cookbook and counts. */
export function fetchAdminFamilies(params: ListParams, signal?: AbortSignal) {
  return fetchPage<AdminFamily>('/api/admin/families', params, signal);
}

export const adminFamiliesQueryOptions = (params: Partial<ListParams> = {}) => {
  const full = listParams(params);
  return queryOptions({
    queryKey: [...adminKeys.families, full],
    queryFn: ({ signal }) => fetchAdminFamilies(full, signal),
    ...KEEP_PAGE,
  });
};

export function useAdminFamilies(params: Partial<ListParams> = {}) {
  return useQuery(adminFamiliesQueryOptions(params));
}
