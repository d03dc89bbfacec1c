import { replayTicks, type ReplayResult } from '#shared/shopping/tick-replay';
import { sendQueuedTick } from './send-queued-tick';
import { tickQueue } from './tick-queue';

/**
 * One replay of a queue at a time in this browser: tabs and the service worker share the
 * queues. Where there are no Web Locks, a page is the only one replaying.
 */
export function withQueueLock<T>(queue: string, work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(`family-cookbook-${queue}`, work);
  }
  return work();
}

export type QueueReplay = ReplayResult & {
  /** The family of each item the replay wrote or found changed. */
  familyOf: Map<number, number>;
};

/**
 * Sends the user's queued ticks once, in order (shared/shopping/tick-replay.ts), and stores
 * the outcome: what is done leaves the queue, what waits is rebased. Null: nothing queued.
 * The page and the service worker's Background Sync both replay through this.
 */
export async function replayQueueOnce(userId: number): Promise<QueueReplay | null> {
  return withQueueLock('tick-queue', async () => {
    const queue = await tickQueue.list(userId);
    if (queue.length === 0) return null;
    const result = await replayTicks(queue, sendQueuedTick);
    await tickQueue.put(result.rebased);
    await tickQueue.remove(result.done);
    return { ...result, familyOf: new Map(queue.map((tick) => [tick.itemId, tick.familyId])) };
  });
}
