import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { currentUserQueryKey } from '#web/lib/query-keys';
import { loadRecipeDialog } from './composition/recipe-dialog';
import { pageLoaders } from './lazy-pages';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;
type Loader = () => Promise<unknown>;

/**
 * Where a signed-in user goes next from the first page (docs/decisions/020): the recipe
 * dialog, the meal plan, favourites and the shopping list. Prefetched once the first page has
 * settled, so a click on them does not wait for the network.
 */
export const LIKELY_NEXT: readonly Loader[] = [
  loadRecipeDialog,
  pageLoaders.mealPlan,
  pageLoaders.favorites,
  pageLoaders.shoppingList,
];

/** Runs `run` when the browser is idle; returns a cancel function. */
export type WhenIdle = (run: () => void) => () => void;

/** Safari has no requestIdleCallback: a timer stands in for it there. */
const FALLBACK_DELAY_MS = 1500;
const IDLE_TIMEOUT_MS = 5000;

export const whenBrowserIdle: WhenIdle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
};

/**
 * Loads `loaders` once the app has settled: signed in, the router has rendered its first page
 * and is not navigating, and no query is fetching. Then it waits for the browser to be idle,
 * so the prefetch never competes with the first page's own requests. Work that starts again
 * before the idle moment postpones it. Skipped when the user asked to save data.
 * Returns a function that stops it (nothing in the app calls it; tests do).
 */
export function prefetchWhenSettled(
  router: AppRouter,
  client: QueryClient,
  { loaders = LIKELY_NEXT, whenIdle = whenBrowserIdle } = {},
): () => void {
  if (prefersSavingData()) return () => {};
  let cancelIdle: (() => void) | null = null;
  const check = () => {
    if (!isSettled(router, client)) {
      cancelIdle?.();
      cancelIdle = null;
    } else if (!cancelIdle) {
      cancelIdle = whenIdle(() => {
        stop();
        // A failed prefetch is no error: the navigation loads (and reports) it again.
        for (const load of loaders) load().catch(() => {});
      });
    }
  };
  const unsubscribeRouter = router.subscribe(check);
  const unsubscribeQueries = client.getQueryCache().subscribe(check);
  const stop = () => {
    unsubscribeRouter();
    unsubscribeQueries();
  };
  check();
  return () => {
    stop();
    cancelIdle?.();
  };
}

function isSettled(router: AppRouter, client: QueryClient) {
  const isSignedIn = Boolean(client.getQueryData(currentUserQueryKey));
  return (
    isSignedIn &&
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    client.isFetching() === 0
  );
}

function prefersSavingData() {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
