import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type {
  PersistedClient,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { offlineDb } from './offline-db';

/**
 * The query cache kept on the device, so the app opens without a network
 * (docs/decisions/048-offline-shopping-list.md). Stored in IndexedDB under the signed-in user's
 * key (`client:{userId}`, the user the page wrote to `meta` at sign-in): nothing is read or
 * written while nobody is signed in, and signing out empties the database (./offline-db.ts).
 */

/** What is kept: everything a signed-in screen needs, but the whole-library lists. */
const NOT_KEPT: ReadonlyArray<readonly unknown[]> = [
  // The recipe list and its search index can hold thousands of recipes; the recipes of this
  // week and the next are kept as details (./offline-warmup.ts).
  ['recipes', 'list'],
  ['recipes', 'search-index'],
  // Admin screens and the demo sign-in are for online use.
  ['admin'],
  ['auth', 'demo-users'],
];

function isKept(query: Query) {
  if (query.state.status !== 'success') return false;
  return !NOT_KEPT.some((prefix) => prefix.every((part, i) => query.queryKey[i] === part));
}

async function signedInKey(): Promise<string | null> {
  const db = await offlineDb();
  const userId = await db?.get('meta', 'userId');
  return typeof userId === 'number' ? `client:${userId}` : null;
}

/** IndexedDB as the persister's storage, under the signed-in user's key. */
export const signedInUserStorage = {
  async getItem() {
    const [db, key] = [await offlineDb(), await signedInKey()];
    if (!db || !key) return null;
    const stored = await db.get('query-cache', key);
    return typeof stored === 'string' ? stored : null;
  },
  async setItem(_key: string, value: string) {
    const db = await offlineDb();
    if (!db) return;
    // Who is signed in and the write, in one transaction: a sign-out's clear (one transaction
    // over the same stores) comes wholly before or after it, so a save that was on its way
    // when the user signed out never leaves their data behind.
    const tx = db.transaction(['meta', 'query-cache'], 'readwrite');
    const userId = await tx.objectStore('meta').get('userId');
    if (typeof userId === 'number') {
      await tx.objectStore('query-cache').put(value, `client:${userId}`);
    }
    await tx.done;
  },
  async removeItem() {
    const [db, key] = [await offlineDb(), await signedInKey()];
    if (db && key) await db.delete('query-cache', key);
  },
};

/** How long a device may show what it kept: a week without a connection is already odd. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A change of what the cache holds bumps it: a device then starts from an empty cache. */
const BUSTER = 'offline-1';
const dehydrateOptions = { shouldDehydrateQuery: isKept };

/**
 * Options of PersistQueryClientProvider; null where there is no IndexedDB (the app then simply
 * starts online, as before). A change of what the cache holds bumps `buster`.
 */
export function queryPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> | null {
  if (typeof indexedDB === 'undefined') return null;
  return {
    persister: createAsyncStoragePersister({ storage: signedInUserStorage, throttleTime: 1000 }),
    maxAge: MAX_AGE_MS,
    buster: BUSTER,
    dehydrateOptions,
  };
}

/**
 * Saves are throttled to one a second, so a page left right after a write (a recipe deleted,
 * then the address typed again) can restore what that write removed, and show a deleted recipe
 * until the live stream's first hello reads it again. What the app removes from the cache is
 * therefore saved at once (once per turn, however many queries went); other changes keep the
 * throttle, and its later save holds the newest cache too.
 */
export function saveRemovalsAtOnce(queryClient: QueryClient): () => void {
  let scheduled = false;
  const save = () => {
    scheduled = false;
    const client: PersistedClient = {
      buster: BUSTER,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, dehydrateOptions),
    };
    void signedInUserStorage.setItem('', JSON.stringify(client));
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || !isKept(event.query as Query) || scheduled) return;
    scheduled = true;
    queueMicrotask(save);
  });
}
