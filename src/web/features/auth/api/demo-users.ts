import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoUser } from '#shared/auth/auth.schemas';
import { api } from '#web/lib/api-client';
import { demoUsersQueryKey } from '#web/lib/query-keys';

/** Seeded users one may sign in as; the route exists only when demo sign-in is enabled. */
export function fetchDemoUsers(signal?: AbortSignal) {
  return api.get<DemoUser[]>('/api/auth/demo-users', { signal });
}

export const demoUsersQueryOptions = () =>
  queryOptions({
    queryKey: demoUsersQueryKey,
    queryFn: ({ signal }) => fetchDemoUsers(signal),
  });

export function useDemoUsers(enabled: boolean) {
  return useQuery({ ...demoUsersQueryOptions(), enabled });
}
