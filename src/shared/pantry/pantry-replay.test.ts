import { describe, expect, it } from 'vitest';
import type { PantryItem } from './pantry.schemas';
import {
  pantryWithQueued,
  replayPantryChanges,
  type PantryAnswer,
  type QueuedPantryChange,
} from './pantry-replay';

const item = (id: number, fields: Partial<PantryItem> = {}): PantryItem => ({
  id,
  familyId: 1,
  name: `item ${id}`,
  nameKey: `item ${id}`,
  quantity: 3,
  unit: null,
  bestBefore: null,
  category: 'Pantry',
  isStaple: false,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

const base = (seq: number) => ({ seq, userId: 7, familyId: 1, idempotencyKey: `key-${seq}` });
const add = (seq: number, line: string): QueuedPantryChange => ({
  ...base(seq),
  kind: 'add',
  line,
});
const adjust = (seq: number, itemId: number, delta: number): QueuedPantryChange => ({
  ...base(seq),
  kind: 'adjust',
  itemId,
  delta,
});
type Edit = Extract<QueuedPantryChange, { kind: 'edit' }>;
const edit = (
  seq: number,
  itemId: number,
  version: number,
  changes: Omit<Edit['changes'], 'version'>,
): QueuedPantryChange => ({ ...base(seq), kind: 'edit', itemId, changes: { ...changes, version } });
const remove = (seq: number, itemId: number): QueuedPantryChange => ({
  ...base(seq),
  kind: 'remove',
  itemId,
});

/** A server that answers each change from `answers`, recording what it was sent. */
function server(answers: Record<number, PantryAnswer>) {
  const sent: { seq: number; version: number | undefined }[] = [];
  const send = (change: QueuedPantryChange, version: number | undefined) => {
    sent.push({ seq: change.seq, version });
    // By default applied: a removal answers no item, anything else the item.
    const applied: PantryAnswer =
      change.kind === 'remove'
        ? { kind: 'saved', item: null }
        : { kind: 'saved', item: item('itemId' in change ? change.itemId : 100) };
    const answer = answers[change.seq] ?? applied;
    return Promise.resolve(answer);
  };
  return { sent, send };
}

describe('replaying queued pantry changes', () => {
  it('sends every change in order; a later edit is based on the version the earlier write answered', async () => {
    const { sent, send } = server({
      2: { kind: 'saved', item: item(5, { quantity: 4, version: 2 }) },
      3: { kind: 'saved', item: item(5, { isStaple: true, version: 3 }) },
    });
    const result = await replayPantryChanges(
      [edit(3, 5, 1, { isStaple: true }), add(1, '2 cans chickpeas'), adjust(2, 5, 1)],
      send,
    );
    expect(sent).toEqual([
      { seq: 1, version: undefined },
      { seq: 2, version: undefined },
      { seq: 3, version: 2 },
    ]);
    expect(result).toMatchObject({ done: [1, 2, 3], conflicts: [], gone: 0, stopped: false });
    expect(result.saved).toEqual([item(100), item(5, { isStaple: true, version: 3 })]);
  });

  it('keeps the newer state of a conflict and drops that item’s later changes', async () => {
    const theirs = item(5, { quantity: 10, version: 4 });
    const { sent, send } = server({ 1: { kind: 'conflict', item: theirs } });
    const result = await replayPantryChanges(
      [edit(1, 5, 1, { quantity: 2 }), adjust(2, 5, -1), adjust(3, 6, 1)],
      send,
    );
    expect(sent.map((s) => s.seq)).toEqual([1, 3]);
    expect(result).toMatchObject({ done: [1, 2, 3], conflicts: [theirs], removed: [] });
  });

  it('drops changes of an item removed meanwhile and counts them once; a removal of it is simply done', async () => {
    const { send } = server({ 1: { kind: 'gone' }, 3: { kind: 'gone' } });
    const result = await replayPantryChanges(
      [adjust(1, 5, 1), adjust(2, 5, 1), remove(3, 6)],
      send,
    );
    expect(result).toMatchObject({ done: [1, 2, 3], gone: 1, refused: 0, removed: [5, 6] });
  });

  it('stops at the first change without an answer, keeping it and the rest, rebasing waiting edits', async () => {
    const { sent, send } = server({
      1: { kind: 'saved', item: item(5, { quantity: 4, version: 2 }) },
      2: { kind: 'unreachable' },
    });
    const waitingEdit = edit(3, 5, 1, { name: 'eggs' });
    const result = await replayPantryChanges([adjust(1, 5, 1), add(2, 'milk'), waitingEdit], send);
    expect(sent.map((s) => s.seq)).toEqual([1, 2]);
    expect(result.done).toEqual([1]);
    expect(result.stopped).toBe(true);
    expect(result.rebased).toEqual([{ ...waitingEdit, changes: { name: 'eggs', version: 2 } }]);
  });

  it('counts a refusal and goes on', async () => {
    const { send } = server({ 1: { kind: 'refused' } });
    const result = await replayPantryChanges([add(1, ''), add(2, 'milk')], send);
    expect(result).toMatchObject({ done: [1, 2], refused: 1, stopped: false });
  });
});

describe('the pantry with its queued changes', () => {
  it('applies +/- (never below zero), edits and removals, and lists added lines apart', () => {
    const items = [item(1), item(2, { quantity: null }), item(3), item(4)];
    const shown = pantryWithQueued(items, [
      adjust(4, 1, -5),
      adjust(1, 2, 2),
      edit(2, 3, 1, { isStaple: true, name: 'salt' }),
      remove(3, 4),
      add(5, '2 cans chickpeas'),
      adjust(6, 99, 1),
    ]);
    expect(shown.items.map((i) => [i.id, i.quantity, i.name, i.isStaple])).toEqual([
      [1, 0, 'item 1', false],
      [2, 2, 'item 2', false],
      [3, 3, 'salt', true],
    ]);
    expect(shown.pendingLines).toEqual(['2 cans chickpeas']);
    expect([...shown.waiting].sort()).toEqual([1, 2, 3, 4]);
    // What was read stays as it was.
    expect(items[0]!.quantity).toBe(3);
  });
});
