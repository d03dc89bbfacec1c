import { queryOptions, useQuery } from '@tanstack/react-query';
import { unitsContracts } from '#shared/units/units.contracts';
import { call } from '#web/lib/api-call';
import { unitsQueryKey } from '#web/lib/query-keys';

/** Every unit, in the order the select shows them. */
export function fetchUnits(signal?: AbortSignal) {
  return call(unitsContracts.listUnits, { signal });
}

export const unitsQueryOptions = () =>
  queryOptions({ queryKey: unitsQueryKey, queryFn: ({ signal }) => fetchUnits(signal) });

export function useUnits() {
  return useQuery(unitsQueryOptions());
}
