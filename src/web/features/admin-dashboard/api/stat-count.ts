import { queryOptions, useQuery } from '@tanstack/react-query';
import { statCountContracts } from '#shared/admin/stats.contracts';
import type { StatKind } from '#shared/admin/stats.schemas';
import { call } from '#web/lib/api-call';

export const statCountQueryKey = (kind: StatKind) => ['admin', 'stats', kind] as const;

/** How many of `kind` the install holds (super admins). */
export function fetchStatCount(kind: StatKind, signal?: AbortSignal) {
  return call(statCountContracts[kind], { signal });
}

/**
 * Any admin's write anywhere changes the totals, so the dashboard reads them again each time
 * it opens (stale at once) instead of keeping the app-wide 'never stale'.
 */
export const statCountQueryOptions = (kind: StatKind) =>
  queryOptions({
    queryKey: statCountQueryKey(kind),
    queryFn: ({ signal }) => fetchStatCount(kind, signal),
    staleTime: 0,
  });

export function useStatCount(kind: StatKind) {
  return useQuery(statCountQueryOptions(kind));
}
