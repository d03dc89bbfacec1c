import { queryOptions, useQuery } from '@tanstack/react-query';
import { authContracts } from '#shared/auth/auth.contracts';
import { call } from '../api-call';
import { ROLE_STALE_TIME_MS } from '../query-client';

export const isSuperAdminQueryKey = ['auth', 'is-super-admin'] as const;

export function fetchIsSuperAdmin(signal?: AbortSignal) {
  return call(authContracts.isSuperAdmin, { signal });
}

/** Cached for 5 minutes (role data, product rule: data-defaults). */
export const isSuperAdminQueryOptions = () =>
  queryOptions({
    queryKey: isSuperAdminQueryKey,
    queryFn: ({ signal }) => fetchIsSuperAdmin(signal),
    staleTime: ROLE_STALE_TIME_MS,
  });

export function useIsSuperAdmin() {
  return useQuery(isSuperAdminQueryOptions());
}
