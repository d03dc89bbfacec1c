import { hashKey, type InvalidateQueryFilters, type QueryClient } from '@tanstack/react-query';

/**
 * Invalidations the event stream asks for, run only while no mutation is in flight
 * (docs/architecture.md, convention 4): a refetch that starts while a write is on its way would
 * wipe that write's optimistic change. While mutations run, the invalidations wait, merged by
 * query key, and run together once the mutation cache is idle.
 */

interface Waiting {
  readonly filters: Map<string, InvalidateQueryFilters>;
  readonly unsubscribe: () => void;
}

const waiting = new WeakMap<QueryClient, Waiting>();
/** Filters without a key (a predicate) are never merged: each gets its own slot. */
let unkeyed = 0;

function slotOf(filters: InvalidateQueryFilters): string {
  return filters.queryKey && !filters.predicate
    ? `${filters.exact ? 'exact' : 'prefix'}:${hashKey(filters.queryKey)}`
    : `predicate:${++unkeyed}`;
}

function run(queryClient: QueryClient, list: Iterable<InvalidateQueryFilters>) {
  for (const filters of list) void queryClient.invalidateQueries(filters);
}

export function invalidateWhenIdle(
  queryClient: QueryClient,
  list: readonly InvalidateQueryFilters[],
): void {
  if (list.length === 0) return;
  let queue = waiting.get(queryClient);
  if (!queue && queryClient.isMutating() === 0) {
    run(queryClient, list);
    return;
  }
  if (!queue) {
    const filters = new Map<string, InvalidateQueryFilters>();
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      // A mutation counts until its onSettled has run; its own refresh goes first.
      if (queryClient.isMutating() > 0) return;
      waiting.delete(queryClient);
      unsubscribe();
      run(queryClient, filters.values());
    });
    queue = { filters, unsubscribe };
    waiting.set(queryClient, queue);
  }
  for (const filters of list) queue.filters.set(slotOf(filters), filters);
}

/** How many invalidations wait for the mutations to settle (tests). */
export function waitingInvalidations(queryClient: QueryClient): number {
  return waiting.get(queryClient)?.filters.size ?? 0;
}
