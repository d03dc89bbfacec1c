import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Family } from '#shared/families/families.schemas';
import { api } from '../api-client';

export const familiesQueryKey = ['families'] as const;

/** The families the signed-in user belongs to. */
export function fetchFamilies(signal?: AbortSignal) {
  return api.get<Family[]>('/api/families', { signal });
}

export const familiesQueryOptions = () =>
  queryOptions({
    queryKey: familiesQueryKey,
    queryFn: ({ signal }) => fetchFamilies(signal),
  });

/** Only call inside the signed-in area. */
export function useFamilies() {
  return useQuery(familiesQueryOptions());
}
