import { pantryContracts } from '#shared/pantry/pantry.contracts';
import type { PantryAnswer, QueuedPantryChange } from '#shared/pantry/pantry-replay';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { call } from '../api-call';
import { isApiError } from '../api-client';
import { failedWriteKind } from './failed-write';

/** The item of a 409's body `{ code, message, item }` (checked lightly: no zod on this path). */
function conflictItem(error: unknown): PantryItem | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const item = (error.body as { item?: unknown }).item;
  if (typeof item !== 'object' || item === null) return null;
  const { id, version } = item as Record<string, unknown>;
  return typeof id === 'number' && typeof version === 'number' ? (item as PantryItem) : null;
}

function answerOfError(error: unknown): PantryAnswer {
  const kind = failedWriteKind(error);
  if (kind !== 'conflict') return { kind };
  const item = conflictItem(error);
  return item ? { kind, item } : { kind: 'refused' };
}

/** The request of one queued change; an edit goes on `version` (shared/pantry/pantry-replay). */
function write(change: QueuedPantryChange, version: number | undefined) {
  const idempotencyKey = change.idempotencyKey;
  switch (change.kind) {
    case 'add':
      return call(pantryContracts.addPantryItem, {
        params: { familyId: change.familyId },
        body: { line: change.line },
        idempotencyKey,
      }).then(({ item }) => item);
    case 'adjust':
      return call(pantryContracts.adjustPantryItem, {
        params: { id: change.itemId },
        body: { delta: change.delta },
        idempotencyKey,
      });
    case 'edit':
      return call(pantryContracts.updatePantryItem, {
        params: { id: change.itemId },
        body: { ...change.changes, version: version ?? change.changes.version },
      });
    case 'remove':
      return call(pantryContracts.removePantryItem, { params: { id: change.itemId } }).then(
        () => null,
      );
  }
}

/** Sends one queued pantry change and says what it came to. */
export async function sendQueuedPantryChange(
  change: QueuedPantryChange,
  version: number | undefined,
): Promise<PantryAnswer> {
  try {
    return { kind: 'saved', item: await write(change, version) };
  } catch (error) {
    return answerOfError(error);
  }
}
