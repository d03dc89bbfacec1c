/** The Background Sync tag the service worker replays the tick queue on (src/web/sw.ts). */
export const TICK_SYNC_TAG = 'family-cookbook-ticks';

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/**
 * Asks the browser to wake the service worker when the network is back, even if the app is
 * closed by then (Background Sync, Chromium only). Elsewhere the page replays on its own: on
 * the `online` event and at start (./offline-sync.tsx).
 */
export function requestBackgroundReplay() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(TICK_SYNC_TAG))
    .catch(() => {
      // No permission or no support: the page's own replay covers it.
    });
}
