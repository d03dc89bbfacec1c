import { QueryClient } from '@tanstack/react-query';

/** Role data (is-super-admin, cookbook roles) is cached for 5 minutes (spec §9). */
export const ROLE_STALE_TIME_MS = 5 * 60 * 1000;
/** The family recipe list goes stale after 10 seconds (spec §7). */
export const RECIPE_LIST_STALE_TIME_MS = 10 * 1000;

/**
 * Spec defaults: no automatic retry, no refetch on window focus, no polling, data never stale.
 * Individual queries override `staleTime` where the spec says so (recipe list, roles).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/** The application's one QueryClient. Tests create their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
