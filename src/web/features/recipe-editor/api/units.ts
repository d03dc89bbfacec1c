import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '#shared/recipes/categories.schemas';
import { api } from '#web/lib/api-client';
import { unitsQueryKey } from '#web/lib/query-keys';

/** Every unit, in the order the select shows them. */
export function fetchUnits(signal?: AbortSignal) {
  return api.get<Unit[]>('/api/units', { signal });
}

export const unitsQueryOptions = () =>
  queryOptions({ queryKey: unitsQueryKey, queryFn: ({ signal }) => fetchUnits(signal) });

export function useUnits() {
  return useQuery(unitsQueryOptions());
}
