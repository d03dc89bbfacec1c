import { expect, type Page } from '@playwright/test';

/**
 * The offline app in a real browser (docs/decisions/048): waits that the service worker
 * controls the page and that the page's data is kept on the device, and reads the device's
 * IndexedDB as a curious second person on the same browser would.
 */

/** The service worker is installed and answers this page's requests. */
export async function waitForOfflineApp(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit's page is claimed by the worker once it activates.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Everything the device's offline database holds: store name → [key, value] pairs. */
export function readOfflineDatabase(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('family-cookbook')) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('family-cookbook');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const contents: Record<string, Array<[unknown, unknown]>> = {};
    for (const store of Array.from(db.objectStoreNames)) {
      const tx = db.transaction(store, 'readonly');
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('read failed'));
        });
      const [keys, values] = await Promise.all([
        read(tx.objectStore(store).getAllKeys()),
        read(tx.objectStore(store).getAll()),
      ]);
      contents[store] = keys.map((key, i) => [key, values[i]]);
    }
    db.close();
    return contents;
  });
}

/**
 * Waits until the device keeps a query whose key starts with `prefix` and whose data passes
 * `holds` (the cache is saved once a second: an older answer may be kept for a moment).
 */
export async function waitUntilKept(
  page: Page,
  prefix: readonly unknown[],
  holds: (data: unknown) => boolean = () => true,
) {
  await expect
    .poll(async () => {
      const cache = (await readOfflineDatabase(page))['query-cache'] ?? [];
      return cache.some(([, stored]) => {
        const client = JSON.parse(String(stored)) as {
          clientState: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
        };
        return client.clientState.queries.some(
          (query) =>
            prefix.every((part, i) => query.queryKey[i] === part) && holds(query.state.data),
        );
      });
    })
    .toBe(true);
}

/** A kept weekly list that has its items (not the "no list yet" answer before Generate). */
export const hasListItems = (data: unknown) =>
  ((data as { shoppingList?: { items: unknown[] } | null } | undefined)?.shoppingList?.items
    .length ?? 0) > 0;
