import { queryOptions, useQuery } from '@tanstack/react-query';
import { authContracts } from '#shared/auth/auth.contracts';
import { call } from '#web/lib/api-call';
import { demoUsersQueryKey } from '#web/lib/query-keys';

/** Seeded users one may sign in as; the route exists only when demo sign-in is enabled. */
export function fetchDemoUsers(signal?: AbortSignal) {
  return call(authContracts.listDemoUsers, { signal });
}

export const demoUsersQueryOptions = () =>
  queryOptions({
    queryKey: demoUsersQueryKey,
    queryFn: ({ signal }) => fetchDemoUsers(signal),
  });

export function useDemoUsers(enabled: boolean) {
  return useQuery({ ...demoUsersQueryOptions(), enabled });
}
