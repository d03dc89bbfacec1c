import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '#web/lib/query-keys';
import { testUser } from '#web/test-support/test-utils';
import { prefetchWhenSettled } from './route-prefetch';

type RouterState = { initialized: boolean; navigation: { state: 'idle' | 'loading' } };

/** The two things prefetchWhenSettled reads from the router: its state and its changes. */
function fakeRouter(initial: RouterState) {
  const listeners = new Set<() => void>();
  const router = {
    state: initial,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(state: RouterState) {
      router.state = state;
      for (const listener of listeners) listener();
    },
  };
  return router;
}

/** An idle scheduler the test runs by hand. */
function manualIdle() {
  const pending = new Set<() => void>();
  return {
    whenIdle: (run: () => void) => {
      pending.add(run);
      return () => void pending.delete(run);
    },
    runAll() {
      for (const run of [...pending]) {
        pending.delete(run);
        run();
      }
    },
    get count() {
      return pending.size;
    },
  };
}

const settledRouter = (): RouterState => ({ initialized: true, navigation: { state: 'idle' } });

function setup(routerState: RouterState) {
  const router = fakeRouter(routerState);
  const client = new QueryClient();
  const idle = manualIdle();
  const loader = vi.fn(() => Promise.resolve());
  const stop = prefetchWhenSettled(router as never, client, {
    loaders: [loader],
    whenIdle: idle.whenIdle,
  });
  return { router, client, idle, loader, stop };
}

describe('prefetching the likely next pages', () => {
  it('waits for a signed-in user, then loads them once when the browser is idle', () => {
    const { client, idle, loader } = setup(settledRouter());
    expect(idle.count).toBe(0); // nobody signed in yet
    client.setQueryData(currentUserQueryKey, testUser);
    expect(idle.count).toBe(1);
    expect(loader).not.toHaveBeenCalled();
    idle.runAll();
    expect(loader).toHaveBeenCalledTimes(1);
    // Later activity schedules nothing more.
    client.setQueryData(['other'], 1);
    expect(idle.count).toBe(0);
  });

  it('waits until the first page is rendered and no navigation is loading', () => {
    const { router, client, idle, loader } = setup({
      initialized: false,
      navigation: { state: 'idle' },
    });
    client.setQueryData(currentUserQueryKey, testUser);
    expect(idle.count).toBe(0);
    router.set({ initialized: true, navigation: { state: 'loading' } });
    expect(idle.count).toBe(0);
    router.set(settledRouter());
    idle.runAll();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('postpones while a query is fetching, and cancels a wait that fetching interrupts', async () => {
    const { client, idle, loader } = setup(settledRouter());
    client.setQueryData(currentUserQueryKey, testUser);
    expect(idle.count).toBe(1);
    let finish!: (value: string[]) => void;
    const fetching = client.fetchQuery({
      queryKey: ['recipes'],
      queryFn: () => new Promise<string[]>((resolve) => (finish = resolve)),
    });
    expect(idle.count).toBe(0); // the scheduled wait was cancelled
    finish(['soup']);
    await fetching;
    expect(idle.count).toBe(1);
    idle.runAll();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed prefetch (the navigation loads and reports it)', async () => {
    const router = fakeRouter(settledRouter());
    const client = new QueryClient();
    client.setQueryData(currentUserQueryKey, testUser);
    const idle = manualIdle();
    const failing = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const next = vi.fn(() => Promise.resolve());
    prefetchWhenSettled(router as never, client, {
      loaders: [failing, next],
      whenIdle: idle.whenIdle,
    });
    idle.runAll();
    await Promise.resolve();
    expect(failing).toHaveBeenCalled();
    expect(next).toHaveBeenCalled();
  });

  it('stops on request without loading anything', () => {
    const { client, idle, loader, stop } = setup(settledRouter());
    client.setQueryData(currentUserQueryKey, testUser);
    stop();
    expect(idle.count).toBe(0);
    idle.runAll();
    expect(loader).not.toHaveBeenCalled();
  });
});
