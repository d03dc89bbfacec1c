import { queryOptions, useQuery } from '@tanstack/react-query';
import { authContracts } from '#shared/auth/auth.contracts';
import { call } from '#web/lib/api-call';
import { authConfigQueryKey } from '#web/lib/query-keys';

export function fetchAuthConfig(signal?: AbortSignal) {
  return call(authContracts.getAuthConfig, { signal });
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: authConfigQueryKey,
    queryFn: ({ signal }) => fetchAuthConfig(signal),
  });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
