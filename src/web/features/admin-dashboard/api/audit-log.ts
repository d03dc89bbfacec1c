import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsContracts } from '#shared/admin/stats.contracts';
import { call } from '#web/lib/api-call';

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

/** The latest administrative changes, newest first (super admins). */
export function fetchAuditLog(signal?: AbortSignal) {
  return call(statsContracts.listAuditLog, { signal });
}

/** Read again each time the dashboard opens: other admins write too. */
export const auditLogQueryOptions = () =>
  queryOptions({
    queryKey: auditLogQueryKey,
    queryFn: ({ signal }) => fetchAuditLog(signal),
    staleTime: 0,
  });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
