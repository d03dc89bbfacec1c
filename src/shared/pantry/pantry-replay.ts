import type { PantryItem, UpdatePantryItemBody } from './pantry.schemas';

/**
 * Replaying the pantry changes a device made without a network (docs/decisions/048), as the
 * shopping list's ticks are (../shopping/tick-replay.ts). Pure: the page and the service
 * worker replay through it, each with its own way to send a write.
 */

type Queued = {
  /** The order the device made its changes in. */
  seq: number;
  userId: number;
  familyId: number;
  /** Sent with every try, so a write that landed but whose answer was lost is not done twice. */
  idempotencyKey: string;
};

/** One pantry change waiting in a device's queue. */
export type QueuedPantryChange = Queued &
  (
    | { kind: 'add'; line: string }
    | { kind: 'adjust'; itemId: number; delta: number }
    /** `changes.version`: what the device showed when it was made. */
    | { kind: 'edit'; itemId: number; changes: UpdatePantryItemBody & { version: number } }
    | { kind: 'remove'; itemId: number }
  );

/** What sending one queued change came to. */
export type PantryAnswer =
  /** Applied: the item as it now is (null: removed). */
  | { kind: 'saved'; item: PantryItem | null }
  /** 409: someone changed the item after the version the edit was based on; theirs is newer. */
  | { kind: 'conflict'; item: PantryItem }
  /** 404: the item was removed meanwhile (or is no longer the user's). */
  | { kind: 'gone' }
  /** Refused for good (another 4xx): sending it again cannot help. */
  | { kind: 'refused' }
  /** No answer (offline, a timeout, 5xx, signed out): the change waits for the next replay. */
  | { kind: 'unreachable' };

export type SendPantryChange = (
  change: QueuedPantryChange,
  version: number | undefined,
) => Promise<PantryAnswer>;

export type PantryReplayResult = {
  /** Queue entries done with (sent, or dropped): they leave the queue. */
  done: number[];
  /** Items as the server answered them, the last answer per item. */
  saved: PantryItem[];
  /** Items this replay removed (or found removed, as a removal wanted). */
  removed: number[];
  /** Items another device changed first, as they now are. */
  conflicts: PantryItem[];
  /** Changes dropped because their item was removed meanwhile. */
  gone: number;
  /** Changes the server refused for good. */
  refused: number;
  /** The replay stopped at an unanswered change; it and those after it wait. */
  stopped: boolean;
  /** Waiting edits of items this replay wrote, now based on the version that write answered. */
  rebased: QueuedPantryChange[];
};

const itemOf = (change: QueuedPantryChange) => ('itemId' in change ? change.itemId : null);

/**
 * Sends `queue` in order, one write at a time. An edit of an item this replay already wrote is
 * based on the version that write answered (the device made both before it saw an answer).
 * After a 409 or a 404 for an item its later changes are dropped: they were made on a view of
 * it that turned out to be stale, and the server's state wins. A removal that finds the item
 * gone is done: what it wanted is true. The first unanswered change stops the replay.
 */
export async function replayPantryChanges(
  queue: readonly QueuedPantryChange[],
  send: SendPantryChange,
): Promise<PantryReplayResult> {
  const result: PantryReplayResult = {
    done: [],
    saved: [],
    removed: [],
    conflicts: [],
    gone: 0,
    refused: 0,
    stopped: false,
    rebased: [],
  };
  const answeredVersion = new Map<number, number>();
  const dropped = new Set<number>();
  const saved = new Map<number, PantryItem>();
  const ordered = [...queue].sort((a, b) => a.seq - b.seq);
  for (const change of ordered) {
    const itemId = itemOf(change);
    if (itemId !== null && dropped.has(itemId)) {
      result.done.push(change.seq);
      continue;
    }
    const version =
      change.kind === 'edit'
        ? Math.max(change.changes.version, answeredVersion.get(change.itemId) ?? 0)
        : undefined;
    const answer = await send(change, version);
    if (answer.kind === 'unreachable') {
      result.stopped = true;
      break;
    }
    result.done.push(change.seq);
    if (answer.kind === 'refused') {
      result.refused += 1;
      continue;
    }
    if (answer.kind === 'saved' && answer.item) {
      answeredVersion.set(answer.item.id, answer.item.version);
      saved.delete(answer.item.id);
      saved.set(answer.item.id, answer.item);
      continue;
    }
    if (itemId === null) continue;
    saved.delete(itemId);
    dropped.add(itemId);
    if (answer.kind === 'conflict') {
      result.conflicts.push(answer.item);
      continue;
    }
    // Removed: by this change, or meanwhile (what a removal wanted; a lost +/- or edit).
    result.removed.push(itemId);
    if (answer.kind === 'gone' && change.kind !== 'remove') result.gone += 1;
  }
  result.saved = [...saved.values()];
  const done = new Set(result.done);
  for (const change of ordered) {
    if (done.has(change.seq) || change.kind !== 'edit') continue;
    const answered = answeredVersion.get(change.itemId);
    if (answered !== undefined && answered > change.changes.version) {
      result.rebased.push({ ...change, changes: { ...change.changes, version: answered } });
    }
  }
  return result;
}

/** What the pantry shows while changes wait: the items as the device changed them. */
export type PantryWithQueued = {
  items: PantryItem[];
  /** Lines added offline, not yet read by the server. */
  pendingLines: string[];
  /** Items with a change waiting. */
  waiting: Set<number>;
};

/**
 * Lays a family's queued changes over the pantry it read (a read from the server does not know
 * them yet): +/- and edits applied, removed items left out, added lines listed apart (only the
 * server reads a line into an item).
 */
export function pantryWithQueued(
  items: readonly PantryItem[],
  queue: readonly QueuedPantryChange[],
): PantryWithQueued {
  const byId = new Map(items.map((item) => [item.id, { ...item }]));
  const pendingLines: string[] = [];
  const waiting = new Set<number>();
  for (const change of [...queue].sort((a, b) => a.seq - b.seq)) {
    if (change.kind === 'add') {
      pendingLines.push(change.line);
      continue;
    }
    const item = byId.get(change.itemId);
    if (!item) continue;
    waiting.add(item.id);
    if (change.kind === 'remove') byId.delete(item.id);
    else if (change.kind === 'adjust') {
      item.quantity = Math.max(0, (item.quantity ?? 0) + change.delta);
    } else {
      const { version: _version, ...fields } = change.changes;
      for (const [field, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(item, { [field]: value });
      }
    }
  }
  return {
    items: items.flatMap((item) => byId.get(item.id) ?? []),
    pendingLines,
    waiting,
  };
}
