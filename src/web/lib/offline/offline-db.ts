import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedPantryChange } from '#shared/pantry/pantry-replay';
import type { QueuedTick } from '#shared/shopping/tick-replay';

/**
 * The device's offline store (docs/decisions/048-offline-shopping-list.md), one IndexedDB
 * database shared by the page and the service worker:
 * - `query-cache`: the persisted query cache of the signed-in user (./query-persistence.ts),
 *   under `client:{userId}`;
 * - `tick-queue`: ticks made without a network, in order, until they are sent (./tick-queue.ts);
 * - `pantry-queue`: the pantry's changes made without a network, likewise (./pantry-queue.ts);
 * - `meta`: who is signed in on this device (`userId`), for the service worker's replay.
 */
export const OFFLINE_DB_NAME = 'family-cookbook';
/** The service worker's cache of recipe pictures (src/web/sw.ts), cleared on sign-out too. */
export const IMAGE_CACHE_NAME = 'family-cookbook-images';

interface OfflineSchema extends DBSchema {
  'query-cache': { key: string; value: unknown };
  'tick-queue': { key: number; value: QueuedTick };
  'pantry-queue': { key: number; value: QueuedPantryChange };
  meta: { key: string; value: unknown };
}

export type OfflineDatabase = IDBPDatabase<OfflineSchema>;
/** The stores of writes waiting for a network (./persistent-queue.ts). */
export type QueueStore = 'tick-queue' | 'pantry-queue';
const QUEUE_STORES: readonly QueueStore[] = ['tick-queue', 'pantry-queue'];

let opening: Promise<OfflineDatabase> | null = null;

/** The database, opened once; null where there is no IndexedDB (an old browser, jsdom). */
export function offlineDb(): Promise<OfflineDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('query-cache');
        db.createObjectStore('tick-queue', { keyPath: 'seq', autoIncrement: true });
        db.createObjectStore('meta');
      }
      // Version 2: the pantry's changes queue too (a device keeps its ticks across the upgrade).
      if (oldVersion < 2) {
        db.createObjectStore('pantry-queue', { keyPath: 'seq', autoIncrement: true });
      }
    },
    // A newer version opened elsewhere (a new deploy in another tab) waits for this one.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** The signed-in user of this device, as the page last wrote it (null: nobody). */
export async function deviceUserId(): Promise<number | null> {
  const db = await offlineDb();
  const id = await db?.get('meta', 'userId');
  return typeof id === 'number' ? id : null;
}

/**
 * Signing out: the kept queries, who the device belongs to and (unless `keepQueuedWrites`) the
 * unsent ticks and pantry changes go in one transaction, and the cached pictures are dropped, so
 * the next person on this browser reads nothing of the last one's. A session that ended by
 * itself (expiry, a logout elsewhere) keeps the queued writes: they carry their user, and only
 * that user's next sign-in sends them (./claim-device.ts).
 */
export async function clearOfflineData({ keepQueuedWrites = false } = {}) {
  const db = await offlineDb();
  if (db) {
    const stores = keepQueuedWrites
      ? (['query-cache', 'meta'] as const)
      : (['query-cache', 'meta', ...QUEUE_STORES] as const);
    const tx = db.transaction(stores, 'readwrite');
    await Promise.all([...stores.map((store) => tx.objectStore(store).clear()), tx.done]);
  }
  if (typeof caches !== 'undefined') await caches.delete(IMAGE_CACHE_NAME);
}
