import { onlineManager } from '@tanstack/react-query';
import { isApiError } from '../api-client';
import { requestBackgroundReplay } from './background-replay';
import type { PersistentQueue, Unnumbered } from './persistent-queue';

/**
 * A write goes to the server at once when it can, else into the device's queue
 * (docs/decisions/048): without a network, while earlier writes of its queue still wait (the
 * order is kept), or when the request got no answer at all. Resolves with the server's answer,
 * or null when the write was queued: the screen keeps showing it, and the replay sends it.
 */
export async function sendOrQueue<T extends { seq: number; userId: number }, Answer>(
  queue: PersistentQueue<T>,
  entry: Unnumbered<T>,
  send: () => Promise<Answer>,
): Promise<Answer | null> {
  const mustWait = !onlineManager.isOnline() || (await queue.list(entry.userId)).length > 0;
  if (!mustWait) {
    try {
      return await send();
    } catch (error) {
      // An answer (409, 404, 500...) is the caller's to show; no answer means no network.
      if (isApiError(error)) throw error;
    }
  }
  await queue.add(entry);
  requestBackgroundReplay();
  return null;
}
