import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth/auth.schemas';
import { api, isApiError } from '../api-client';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or `null` when the server answers 401 (signed out). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
    staleTime: Infinity,
  });

/** Raw query; most code wants `useAuthState()` or `useCurrentUser()` from lib/auth. */
export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
