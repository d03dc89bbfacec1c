import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { invalidateWhenIdle } from './live-events/invalidate-when-idle';

/**
 * A write's answer put in the cache (`setQueryData`: a mutation's result, a live notice's
 * patch) while a read of the same query is on its way: that read may have been answered before
 * the write, and would put the old data back when it lands (a feed turned off showing on again).
 * So the read is dropped, keeping what the write put there, and asked again once no mutation is
 * in flight, because it was asked for a reason (a notice, a page's visit) that the write's
 * answer may not cover.
 *
 * Before the device kept its cache this was rare: a screen showed nothing until its first read
 * answered. A restored screen can be acted on while its first refetch is still on the way.
 */
export function letWritesOutrankOlderReads(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action, query } = event;
    if (action.type !== 'success' || !action.manual) return;
    if (query.state.fetchStatus !== 'fetching') return;
    const queryKey = query.queryKey as QueryKey;
    // `revert` goes back to the state of the last manual write: the one just made.
    void query.cancel({ revert: true });
    invalidateWhenIdle(queryClient, [{ queryKey, exact: true }]);
  });
}
