import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import { claimDevice } from '#web/lib/offline/claim-device';
import { clearOfflineData } from '#web/lib/offline/offline-db';
import { queryPersistOptions } from '#web/lib/offline/query-persistence';
import { createQueryClient } from '#web/lib/query-client';
import { AppProviders } from './providers';

/**
 * TanStack Query's timers, held on demand: the persister's throttle waits on them, so while they
 * are held only a save made at once reaches the device.
 */
let held = false;
const holdable: TimeoutProvider<ReturnType<typeof setTimeout>> = {
  setTimeout: (callback, delay) => setTimeout(held ? () => {} : callback, delay),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id),
};
// Before any client is made (this file runs in its own module scope).
timeoutManager.setTimeoutProvider(holdable);

const recipeKey = ['recipes', 'details', 42, 1];

async function keptKeys() {
  const stored = await queryPersistOptions()!.persister.restoreClient();
  return stored?.clientState.queries.map((query) => query.queryKey) ?? [];
}

beforeEach(async () => {
  await clearOfflineData();
  await claimDevice(7);
});

afterEach(() => {
  held = false;
});

it('a query the app removes (a deleted recipe) leaves the kept cache at once, not at the next throttled save', async () => {
  const client = createQueryClient();
  render(
    <AppProviders client={client}>
      <p>signed in</p>
    </AppProviders>,
  );
  await screen.findByText('signed in');
  // Saved once the device's cache is restored and saving has begun.
  await vi.waitFor(async () => {
    client.setQueryData(recipeKey, { title: 'Lemon Cake' });
    expect(await keptKeys()).toContainEqual(recipeKey);
  });

  // The next throttled save waits a second; it never comes while the timers are held.
  held = true;
  client.removeQueries({ queryKey: recipeKey });

  await vi.waitFor(async () => expect(await keptKeys()).not.toContainEqual(recipeKey));
});
