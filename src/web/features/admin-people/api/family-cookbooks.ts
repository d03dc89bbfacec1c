import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyCookbooksContracts } from '#shared/admin/family-cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { adminKeys } from './admin-people-keys';

/** Every family-cookbook link, with the default flag. */
export function fetchFamilyCookbooks(signal?: AbortSignal) {
  return call(familyCookbooksContracts.listLinks, { signal });
}

export const familyCookbooksQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.familyCookbooks,
    queryFn: ({ signal }) => fetchFamilyCookbooks(signal),
  });

export function useFamilyCookbooks() {
  return useQuery(familyCookbooksQueryOptions());
}
