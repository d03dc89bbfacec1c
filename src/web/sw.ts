import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { TICK_SYNC_TAG } from './lib/offline/background-replay';
import { deviceUserId, IMAGE_CACHE_NAME } from './lib/offline/offline-db';
import { replayQueueOnce } from './lib/offline/replay-queue';
import { replayPantryQueueOnce } from './lib/offline/replay-pantry-queue';

/**
 * The service worker (docs/decisions/048-offline-shopping-list.md), built by vite-plugin-pwa
 * with the list of the build's files in `__WB_MANIFEST`:
 * - the app shell and every chunk are precached, so the app opens without a network;
 * - every navigation gets index.html from that cache (the client routes the URL); the API and
 *   uploaded pictures are never answered from it;
 * - recipe pictures seen online are kept (most recent 300), so this week's recipes show theirs
 *   offline; signing out deletes them (lib/offline/offline-db.ts);
 * - Background Sync replays the ticks and pantry changes queued offline when the network is
 *   back: an open page is asked to do it (it shows the outcome), else the worker sends them.
 * Data is not cached here: the page keeps it in IndexedDB (lib/offline/query-persistence.ts).
 */

/** The parts of the worker scope used here (the WebWorker lib clashes with the DOM lib). */
type WorkerScope = {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<Array<{ postMessage(message: unknown): void }>>;
  };
  addEventListener(
    type: 'install' | 'activate' | 'sync',
    listener: (event: { tag?: string; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
};
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

registerRoute(
  ({ url, request }) => request.destination === 'image' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE_NAME,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

// A new build takes over at once: the shell is small, and a page keeps running its own code.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function replayTicksInBackground() {
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: 'replay-ticks' });
    return;
  }
  const userId = await deviceUserId();
  if (userId === null) return;
  const ticks = await replayQueueOnce(userId);
  const pantry = await replayPantryQueueOnce(userId);
  // The browser tries the sync again later when it fails.
  if (ticks?.stopped || pantry?.stopped) {
    throw new Error('The server did not answer; the queued writes wait.');
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === TICK_SYNC_TAG) event.waitUntil(replayTicksInBackground());
});
