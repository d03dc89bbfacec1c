import type { Page } from '@playwright/test';

/**
 * "The screen's data is in": no fetch of the page's own has been in flight for a moment.
 *
 * Why not `page.waitForLoadState('networkidle')`: with request routing on, a chunk request the
 * old document starts as `page.goto` leaves it can stay in Playwright's books as never
 * finished, and networkidle then never comes (CI: long-content.spec waited out its two
 * minutes). Counting in the page, per document, leaves such requests out; the app loads all
 * its data with fetch (the live event stream is an EventSource, so it never counts).
 */

type FetchActivity = { inFlight: number; lastChange: number };
type WithActivity = { __e2eFetchActivity?: FetchActivity };

/** Call before the page's first navigation: every document of the page counts its fetches. */
export async function countFetches(page: Page) {
  await page.addInitScript(() => {
    const activity: FetchActivity = { inFlight: 0, lastChange: performance.now() };
    (window as WithActivity).__e2eFetchActivity = activity;
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      activity.inFlight += 1;
      activity.lastChange = performance.now();
      try {
        return await originalFetch(...args);
      } finally {
        activity.inFlight -= 1;
        activity.lastChange = performance.now();
      }
    };
  });
}

/** Resolves once no fetch has been in flight for `quietMs` (countFetches must run first). */
export async function fetchesSettled(page: Page, quietMs = 500) {
  await page.waitForFunction(
    (quiet) => {
      const activity = (window as WithActivity).__e2eFetchActivity;
      if (!activity) throw new Error('countFetches(page) was not called before navigating');
      return activity.inFlight === 0 && performance.now() - activity.lastChange >= quiet;
    },
    quietMs,
    { polling: 100 },
  );
}
