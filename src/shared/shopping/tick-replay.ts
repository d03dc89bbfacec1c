import type { ShoppingListItem } from './shopping-lists.schemas';

/**
 * Replaying the ticks a device made without a network (docs/decisions/048-offline-shopping-list.md).
 * Pure: the page (web lib/offline), the service worker's Background Sync and the live-sync model
 * test all replay through this one function, each with its own way to send a write.
 */

/** An item's mark and version, as the server answers it. */
export type ItemState = Pick<ShoppingListItem, 'id' | 'checked' | 'version'>;

/** A tick waiting in a device's queue, in the order it was made (`seq`). */
export type QueuedTick = {
  seq: number;
  userId: number;
  familyId: number;
  itemId: number;
  checked: boolean;
  /** The item's version the tick was based on: what the device showed when it was made. */
  version: number;
  /** Sent with every try, so a write that landed but whose answer was lost is not applied twice. */
  idempotencyKey: string;
};

/** What sending one queued tick came to. */
export type TickAnswer =
  /** Applied: the item as it now is. */
  | { kind: 'saved'; item: ItemState }
  /** 409: someone changed the item after the version the tick was based on; theirs is newer. */
  | { kind: 'conflict'; item: ItemState }
  /** 404: the list was regenerated meanwhile (or the item is no longer the user's). */
  | { kind: 'gone' }
  /** Refused for good (another 4xx): sending it again cannot help. */
  | { kind: 'refused' }
  /** No answer (offline, a timeout, 5xx, 503, signed out): the tick waits for the next replay. */
  | { kind: 'unreachable' };

export type SendTick = (tick: QueuedTick, version: number) => Promise<TickAnswer>;

export type ReplayResult = {
  /** Queue entries that are done with (sent, or dropped): remove them from the queue. */
  done: number[];
  /** Items as the server answered them, last answer per item, in queue order. */
  saved: ItemState[];
  /** Items another device changed first, as they now are: shown with a highlight. */
  conflicts: ItemState[];
  /** Ticks dropped because their list was regenerated meanwhile. */
  gone: number;
  /** Ticks the server refused for good. */
  refused: number;
  /** The replay stopped at an unanswered tick; it and the ticks after it wait. */
  stopped: boolean;
  /**
   * Waiting ticks of items this replay wrote, now based on the version that write answered:
   * stored back, so the next replay does not send them on a version this device moved past.
   */
  rebased: QueuedTick[];
};

/**
 * Sends `queue` in order, one write at a time. A later tick of an item already written in this
 * replay is based on the version that write answered (the device made both, one after the
 * other, before it saw any answer). After a 409 or a 404 for an item, its later ticks are
 * dropped too: they were made on a view of it that turned out to be stale, and the server's
 * newer state wins. The first unanswered tick stops the replay, so the order is kept.
 */
export async function replayTicks(
  queue: readonly QueuedTick[],
  send: SendTick,
): Promise<ReplayResult> {
  const result: ReplayResult = {
    done: [],
    saved: [],
    conflicts: [],
    gone: 0,
    refused: 0,
    stopped: false,
    rebased: [],
  };
  const answeredVersion = new Map<number, number>();
  const dropped = new Set<number>();
  const saved = new Map<number, ItemState>();
  const ordered = [...queue].sort((a, b) => a.seq - b.seq);
  for (const tick of ordered) {
    if (dropped.has(tick.itemId)) {
      result.done.push(tick.seq);
      continue;
    }
    const version = Math.max(tick.version, answeredVersion.get(tick.itemId) ?? 0);
    const answer = await send(tick, version);
    if (answer.kind === 'unreachable') {
      result.stopped = true;
      break;
    }
    result.done.push(tick.seq);
    switch (answer.kind) {
      case 'saved':
        answeredVersion.set(tick.itemId, answer.item.version);
        saved.delete(tick.itemId);
        saved.set(tick.itemId, answer.item);
        break;
      case 'conflict':
        dropped.add(tick.itemId);
        saved.delete(tick.itemId);
        result.conflicts.push(answer.item);
        break;
      case 'gone':
        dropped.add(tick.itemId);
        saved.delete(tick.itemId);
        result.gone += 1;
        break;
      case 'refused':
        result.refused += 1;
        break;
    }
  }
  result.saved = [...saved.values()];
  const done = new Set(result.done);
  for (const tick of ordered) {
    const answered = answeredVersion.get(tick.itemId);
    if (!done.has(tick.seq) && answered !== undefined && answered > tick.version) {
      result.rebased.push({ ...tick, version: answered });
    }
  }
  return result;
}

/**
 * How a device shows its queued ticks over a list it reads: each queued item's last tick
 * (a read from the server does not know them yet).
 */
export function queuedMarks(queue: readonly QueuedTick[]): Map<number, boolean> {
  const marks = new Map<number, boolean>();
  for (const tick of [...queue].sort((a, b) => a.seq - b.seq)) marks.set(tick.itemId, tick.checked);
  return marks;
}
