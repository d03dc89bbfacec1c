import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '#shared/auth/auth.schemas';
import { api } from '#web/lib/api-client';
import { authConfigQueryKey } from '#web/lib/query-keys';

export function fetchAuthConfig(signal?: AbortSignal) {
  return api.get<AuthConfig>('/api/auth/config', { signal });
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: authConfigQueryKey,
    queryFn: ({ signal }) => fetchAuthConfig(signal),
  });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
