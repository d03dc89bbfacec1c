import { describe, expect, it } from 'vitest';
import { queuedMarks, replayTicks, type QueuedTick, type TickAnswer } from './tick-replay';

let nextSeq = 1;
const tick = (itemId: number, checked: boolean, version: number): QueuedTick => ({
  seq: nextSeq++,
  userId: 1,
  familyId: 1,
  itemId,
  checked,
  version,
  idempotencyKey: `key-${nextSeq}`,
});

/** A server holding items' marks and versions, answering as PATCH /api/shopping-list-items does. */
function fakeServer(items: Record<number, { checked: boolean; version: number }>) {
  const sent: Array<{ itemId: number; checked: boolean; version: number }> = [];
  const send = async (t: QueuedTick, version: number): Promise<TickAnswer> => {
    sent.push({ itemId: t.itemId, checked: t.checked, version });
    const item = items[t.itemId];
    if (!item) return { kind: 'gone' };
    if (item.version !== version) return { kind: 'conflict', item: { id: t.itemId, ...item } };
    item.checked = t.checked;
    item.version += 1;
    return { kind: 'saved', item: { id: t.itemId, ...item } };
  };
  return { items, sent, send };
}

describe('replayTicks', () => {
  it('sends in order, each later tick of an item on the version the earlier one answered', async () => {
    const server = fakeServer({
      1: { checked: false, version: 1 },
      2: { checked: false, version: 4 },
    });
    const queue = [tick(1, true, 1), tick(2, true, 4), tick(1, false, 1), tick(1, true, 1)];
    const result = await replayTicks(queue, server.send);
    expect(server.sent).toEqual([
      { itemId: 1, checked: true, version: 1 },
      { itemId: 2, checked: true, version: 4 },
      { itemId: 1, checked: false, version: 2 },
      { itemId: 1, checked: true, version: 3 },
    ]);
    expect(result.done).toEqual(queue.map((t) => t.seq));
    expect(result.saved).toEqual([
      { id: 2, checked: true, version: 5 },
      { id: 1, checked: true, version: 4 },
    ]);
    expect(result).toMatchObject({ conflicts: [], gone: 0, refused: 0, stopped: false });
  });

  it('keeps the newer state on a 409 and drops the later ticks of that item', async () => {
    // Another device unticked item 1 meanwhile (version 2 → 3).
    const server = fakeServer({
      1: { checked: false, version: 3 },
      2: { checked: false, version: 1 },
    });
    const queue = [tick(1, true, 2), tick(2, true, 1), tick(1, false, 2)];
    const result = await replayTicks(queue, server.send);
    expect(server.sent.map((s) => s.itemId)).toEqual([1, 2]);
    expect(result.conflicts).toEqual([{ id: 1, checked: false, version: 3 }]);
    expect(result.saved).toEqual([{ id: 2, checked: true, version: 2 }]);
    expect(result.done).toHaveLength(3);
    expect(server.items[1]).toEqual({ checked: false, version: 3 });
  });

  it('drops the ticks of a regenerated list and counts them once per item', async () => {
    const server = fakeServer({ 2: { checked: false, version: 1 } });
    const result = await replayTicks(
      [tick(9, true, 1), tick(9, false, 1), tick(2, true, 1)],
      server.send,
    );
    expect(result.gone).toBe(1);
    expect(result.done).toHaveLength(3);
    expect(result.saved).toEqual([{ id: 2, checked: true, version: 2 }]);
  });

  it('stops at the first unanswered tick and keeps it and the rest', async () => {
    const server = fakeServer({
      1: { checked: false, version: 1 },
      2: { checked: false, version: 1 },
    });
    const queue = [tick(1, true, 1), tick(2, true, 1), tick(1, false, 1)];
    let calls = 0;
    const result = await replayTicks(queue, async (t, version) =>
      ++calls === 2 ? { kind: 'unreachable' } : server.send(t, version),
    );
    expect(result.stopped).toBe(true);
    expect(result.done).toEqual([queue[0]!.seq]);
    expect(server.items[2]).toEqual({ checked: false, version: 1 });
    // The waiting untick of item 1 is now based on the version its tick answered.
    expect(result.rebased).toEqual([{ ...queue[2]!, version: 2 }]);
    const next = await replayTicks([queue[1]!, ...result.rebased], server.send);
    expect(next).toMatchObject({ conflicts: [], stopped: false });
    expect(server.items[1]).toEqual({ checked: false, version: 3 });
  });

  it('drops a write refused for good and goes on', async () => {
    const server = fakeServer({ 2: { checked: false, version: 1 } });
    const queue = [tick(1, true, 1), tick(2, true, 1)];
    const result = await replayTicks(queue, async (t, version) =>
      t.itemId === 1 ? { kind: 'refused' } : server.send(t, version),
    );
    expect(result).toMatchObject({ refused: 1, stopped: false });
    expect(result.done).toHaveLength(2);
  });

  it('replays in queue order, whatever order the entries are read in', async () => {
    const server = fakeServer({ 1: { checked: false, version: 1 } });
    const first = tick(1, true, 1);
    const second = tick(1, false, 1);
    await replayTicks([second, first], server.send);
    expect(server.items[1]).toEqual({ checked: false, version: 3 });
  });
});

describe('queuedMarks', () => {
  it("shows each item's last queued tick", () => {
    const marks = queuedMarks([tick(1, true, 1), tick(2, true, 1), tick(1, false, 1)]);
    expect([...marks]).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});
