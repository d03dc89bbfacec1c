import type { QueryClient } from '@tanstack/react-query';
import type { ItemState, ReplayResult } from '#shared/shopping/tick-replay';
import { markRecentlyChanged, shoppingItemChangeKey } from '../live-events/recent-changes';
import { invalidateShoppingLists, setCachedItemState } from '../shopping-list-cache';
import { replayQueueOnce } from './replay-queue';

export type ReplaySummary = Pick<ReplayResult, 'gone' | 'refused' | 'stopped'> & {
  conflicts: number;
};

let running: Promise<ReplaySummary | null> | null = null;

/**
 * Replays the queue into the page's cache: each written item shows the server's answer; an
 * item another device changed first shows as it now is, highlighted; then the families' lists
 * are read again. Overlapping calls share one run. Null when there was nothing to send.
 */
export function replayQueuedTicks(
  queryClient: QueryClient,
  userId: number,
): Promise<ReplaySummary | null> {
  running ??= (async () => {
    try {
      const replay = await replayQueueOnce(userId);
      if (!replay) return null;
      const show = (item: ItemState) =>
        setCachedItemState(queryClient, replay.familyOf.get(item.id)!, item);
      replay.saved.forEach(show);
      for (const item of replay.conflicts) {
        show(item);
        markRecentlyChanged(shoppingItemChangeKey(item.id));
      }
      for (const familyId of new Set(replay.familyOf.values())) {
        void invalidateShoppingLists(queryClient, familyId);
      }
      const { gone, refused, stopped } = replay;
      return { conflicts: replay.conflicts.length, gone, refused, stopped };
    } finally {
      running = null;
    }
  })();
  return running;
}
