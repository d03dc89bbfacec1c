import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import type { QueuedTick, TickAnswer } from '#shared/shopping/tick-replay';
import { call } from '../api-call';
import { conflictItemOf } from '../shopping-item-conflict';
import { failedWriteKind } from './failed-write';

/** A failed tick (./failed-write.ts); a 409 carries the newer item. */
export function tickAnswerOfError(error: unknown): TickAnswer {
  const kind = failedWriteKind(error);
  if (kind !== 'conflict') return { kind };
  const item = conflictItemOf(error);
  return item ? { kind, item } : { kind: 'unreachable' };
}

/** PATCH /api/shopping-list-items/{id} for a queued tick, on `version`, with its key. */
export async function sendQueuedTick(tick: QueuedTick, version: number): Promise<TickAnswer> {
  try {
    const item = await call(shoppingListsContracts.updateShoppingListItem, {
      params: { id: tick.itemId },
      body: { checked: tick.checked, version },
      idempotencyKey: tick.idempotencyKey,
    });
    return { kind: 'saved', item };
  } catch (error) {
    return tickAnswerOfError(error);
  }
}
