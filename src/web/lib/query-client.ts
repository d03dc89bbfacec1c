import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { endLostSession } from './session/lost-session';
import { letWritesOutrankOlderReads } from './writes-outrank-older-reads';

/**
 * Role data (is-super-admin, cookbook roles) is cached for 5 minutes (product rule: data-defaults).
 */
export const ROLE_STALE_TIME_MS = 5 * 60 * 1000;
/** The family recipe list goes stale after 10 seconds (product rule: data-defaults). */
export const RECIPE_LIST_STALE_TIME_MS = 10 * 1000;

/**
 * The one error handler of every query and mutation (docs/architecture.md, convention 4): a 401
 * means the session ended behind the app's back, and the client signs out
 * (lib/session/lost-session). The user query itself answers 401 as `null` (signed out), so it never
 * comes here; it ends a lost session itself (lib/session/current-user). Other errors are left to
 * their callers.
 */
function handleSessionEnd(client: QueryClient, error: unknown) {
  if (!isApiError(error, 401)) return;
  endLostSession(client);
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
        // Offline, a write fails at once and says so, instead of waiting paused and going out
        // unseen when the network is back: only shopping list ticks are queued, on purpose
        // (lib/offline, docs/decisions/048).
        networkMode: 'always',
      },
    },
  });
  letWritesOutrankOlderReads(client);
  return client;
}

/** The application's one QueryClient. Tests create their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
