import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Count, StatKind } from '#shared/admin/stats.schemas';
import { api } from '#web/lib/api-client';

export const statCountQueryKey = (kind: StatKind) => ['admin', 'stats', kind] as const;

/** GET /api/stats/{kind}/count (super admins). */
export function fetchStatCount(kind: StatKind, signal?: AbortSignal) {
  return api.get<Count>(`/api/stats/${kind}/count`, { signal });
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
