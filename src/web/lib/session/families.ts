import { queryOptions, useQuery } from '@tanstack/react-query';
import { familiesContracts } from '#shared/families/families.contracts';
import { call } from '../api-call';

export const familiesQueryKey = ['families'] as const;

/** The families the signed-in user belongs to. */
export function fetchFamilies(signal?: AbortSignal) {
  return call(familiesContracts.listMyFamilies, { signal });
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
