import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/admin/audit.schemas';
import { api } from '#web/lib/api-client';

export const auditLogQueryKey = ['admin', 'audit-log'] as const;

/** GET /api/admin/audit-log: the latest administrative changes, newest first (super admins). */
export function fetchAuditLog(signal?: AbortSignal) {
  return api.get<AuditEntry[]>('/api/admin/audit-log', { signal });
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
