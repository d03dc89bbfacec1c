import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyCookbookLink } from '#shared/admin/families.schemas';
import { api } from '#web/lib/api-client';
import { adminKeys } from './admin-people-keys';

/** GET /api/family-cookbooks: every family-cookbook link, with the default flag. */
export function fetchFamilyCookbooks(signal?: AbortSignal) {
  return api.get<FamilyCookbookLink[]>('/api/family-cookbooks', { signal });
}

export const familyCookbooksQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.familyCookbooks,
    queryFn: ({ signal }) => fetchFamilyCookbooks(signal),
  });

export function useFamilyCookbooks() {
  return useQuery(familyCookbooksQueryOptions());
}
