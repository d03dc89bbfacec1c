import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { muteErrorToasts } from './use-toast';
import { clearSessionCache } from './session/session-cache';
import { isApiError } from './api-client';
import { markSessionEnded } from './session-end';

/** Role data (is-super-admin, cookbook roles) is cached for 5 minutes (spec §9). */
export const ROLE_STALE_TIME_MS = 5 * 60 * 1000;
/** The family recipe list goes stale after 10 seconds (spec §7). */
export const RECIPE_LIST_STALE_TIME_MS = 10 * 1000;

/**
 * How long after a 401 the error toasts of the calls that were on their way are dropped. Each
 * 401 starts it again, and a call's own error callback runs right after this handler, so it
 * only has to cover the moment between the two.
 */
export const SESSION_END_TOAST_MUTE_MS = 2000;

/**
 * The one error handler of every query and mutation (architecture, convention 4): a 401 means
 * the session ended behind the app's back (logout in another tab, expiry, a cleared cookie).
 * The client signs out: the user query becomes `null` and every other cached answer is
 * dropped, so Root shows the login page on the same URL (the deep link), which says the
 * session ended; the calls' own error toasts are muted. The user query itself answers 401 as
 * `null` (signed out), so it never comes here. Other errors are left to their callers.
 */
function handleSessionEnd(client: QueryClient, error: unknown) {
  if (!isApiError(error, 401)) return;
  endLostSession(client);
}

/**
 * What a 401 does, for a session known to be over otherwise (the live event stream closed
 * with 'session-expired'): signed out, the login page says so, the cache is emptied.
 */
export function endLostSession(client: QueryClient) {
  muteErrorToasts(SESSION_END_TOAST_MUTE_MS);
  markSessionEnded();
  clearSessionCache(client);
}

/**
 * Spec defaults: no automatic retry, no refetch on window focus, no polling, data never stale.
 * Individual queries override `staleTime` where the spec says so (recipe list, roles).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleSessionEnd(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => handleSessionEnd(client, error) }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}

/** The application's one QueryClient. Tests create their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
