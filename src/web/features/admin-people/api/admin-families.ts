import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminFamiliesContracts } from '#shared/admin/families.contracts';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/** A page of families, with their default cookbook and counts. */
export function fetchAdminFamilies(params: ListParams, signal?: AbortSignal) {
  return fetchPage(adminFamiliesContracts.listFamilies, params, signal);
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
