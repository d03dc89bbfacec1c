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

/** Tries of the session check a busy or recovering server may ask for with a 503. */
const BUSY_RETRIES = 3;
/** The longest wait between them, whatever `Retry-After` says: the app is blank meanwhile. */
const BUSY_WAIT_MAX_MS = 10_000;

/**
 * A 503 is the server saying "busy or reconnecting, ask again in N s" (load shedding, a
 * database outage): the session check asks again as told, a few times, instead of showing
 * the error page for a moment's load. Anything else fails at once, as every other query does.
 */
export function retrySessionCheckWhenBusy(failureCount: number, error: unknown): boolean {
  return failureCount < BUSY_RETRIES && isApiError(error, 503);
}

export function busyRetryDelayMs(_failureCount: number, error: unknown): number {
  const seconds = isApiError(error) ? (error.retryAfterSeconds ?? 1) : 1;
  return Math.min(seconds * 1000, BUSY_WAIT_MAX_MS);
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
    retry: retrySessionCheckWhenBusy,
    retryDelay: busyRetryDelayMs,
    staleTime: Infinity,
  });

/** Raw query; most code wants `useAuthState()` or `useCurrentUser()` from lib/auth. */
export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
