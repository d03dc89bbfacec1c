import type { QueryClient } from '@tanstack/react-query';
import { replayPantryChanges, type PantryReplayResult } from '#shared/pantry/pantry-replay';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { pantryQueryKey, pantryQueryRoot, shoppingListsQueryRoot } from '../query-keys';
import { pantryQueue } from './pantry-queue';
import { withQueueLock } from './replay-queue';
import { sendQueuedPantryChange } from './send-queued-pantry-change';

export type PantryReplaySummary = Pick<PantryReplayResult, 'gone' | 'refused' | 'stopped'> & {
  conflicts: number;
};

/**
 * Sends the user's queued pantry changes once, in order (shared/pantry/pantry-replay.ts), and
 * stores the outcome: what is done leaves the queue, waiting edits are rebased. Null: nothing
 * queued. The page and the service worker's Background Sync both replay through this.
 */
export async function replayPantryQueueOnce(
  userId: number,
  showAnswers?: (result: PantryReplayResult) => void,
): Promise<(PantryReplayResult & { families: Set<number> }) | null> {
  return withQueueLock('pantry-queue', async () => {
    const queue = await pantryQueue.list(userId);
    if (queue.length === 0) return null;
    const result = await replayPantryChanges(queue, sendQueuedPantryChange);
    // Before the queue lets go of the changes, so the screen never shows them undone.
    showAnswers?.(result);
    await pantryQueue.put(result.rebased);
    await pantryQueue.remove(result.done);
    return { ...result, families: new Set(queue.map((change) => change.familyId)) };
  });
}

/** The server's answers in every cached pantry: items as they now are, removed ones gone. */
function showPantryAnswers(
  queryClient: QueryClient,
  { saved, removed, conflicts }: PantryReplayResult,
) {
  const answered = [...saved, ...conflicts];
  const gone = new Set(removed);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: pantryQueryRoot })) {
    const items = query.state.data;
    // Only the pantry lists themselves (not "what can we cook").
    if (query.queryKey.length !== 2 || !Array.isArray(items)) continue;
    const familyId = query.queryKey[1];
    const mine = answered.filter((item) => item.familyId === familyId);
    const byId = new Map(mine.map((item) => [item.id, item]));
    const next = (items as PantryItem[])
      .filter((item) => !gone.has(item.id))
      .map((item) => byId.get(item.id) ?? item);
    const known = new Set(next.map((item) => item.id));
    next.push(...mine.filter((item) => !known.has(item.id)));
    queryClient.setQueryData(query.queryKey, next);
  }
}

let running: Promise<PantryReplaySummary | null> | null = null;

/**
 * Replays the pantry queue for the page: then the families' pantries are read again, and their
 * lists, which subtract the pantry. Overlapping calls share one run.
 */
export function replayQueuedPantry(
  queryClient: QueryClient,
  userId: number,
): Promise<PantryReplaySummary | null> {
  running ??= (async () => {
    try {
      const replay = await replayPantryQueueOnce(userId, (result) =>
        showPantryAnswers(queryClient, result),
      );
      if (!replay) return null;
      for (const familyId of replay.families) {
        void queryClient.invalidateQueries({ queryKey: pantryQueryKey(familyId) });
        void queryClient.invalidateQueries({ queryKey: [...shoppingListsQueryRoot, familyId] });
      }
      const { gone, refused, stopped } = replay;
      return { conflicts: replay.conflicts.length, gone, refused, stopped };
    } finally {
      running = null;
    }
  })();
  return running;
}
