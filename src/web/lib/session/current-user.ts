import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/auth/auth.schemas';
import { authContracts } from '#shared/auth/auth.contracts';
import { call } from '../api-call';
import { isApiError } from '../api-client';
import { currentUserQueryKey } from '../query-keys';
import { endSessionIfLost } from './lost-session';

/** The signed-in user, or `null` when the server answers 401 (signed out). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await call(authContracts.getCurrentUser, { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal, client }) => {
      const user = await fetchCurrentUser(signal);
      // Reloaded while signed in (a live notice, the stream's first hello) and now signed out:
      // the session ended behind the app's back, as after any other call's 401.
      if (user === null) endSessionIfLost(client);
      return user;
    },
    retry: false,
    staleTime: Infinity,
  });

/** Raw query; most code wants `useAuthState()` or `useCurrentUser()` from lib/auth. */
export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
