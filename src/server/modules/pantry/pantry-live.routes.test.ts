import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPantryWorld,
  pantryCalls,
  type PantryWorld,
} from '#server/test-support/pantry-factories';
import {
  openTestEventStream,
  type ReceivedEvent,
  type TestEventStream,
} from '#server/test-support/sse-client';
import { useTestApp } from '#server/test-support/test-app';
import type { AddedPantryItem } from '#shared/pantry/pantry.schemas';

/**
 * A pantry change reaches the family's other devices (product rule: live-sync): every add,
 * edit, +/- and removal is a 'pantry' notice with the item's id for the family's members, and
 * for no one else. On a listening server, as events.routes.test.ts.
 */
describe("the pantry's live notices", () => {
  const ctx = useTestApp();
  let baseUrl: string;
  let w: PantryWorld;
  const open: TestEventStream[] = [];

  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    w = await buildPantryWorld(ctx.db);
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  const connect = async (cookie: string) => {
    const stream = await openTestEventStream(baseUrl, cookie, {});
    open.push(stream);
    await stream.waitFor((e) => e.event === 'hello');
    return stream;
  };
  const pantryNotice = (id: number) => (e: ReceivedEvent) =>
    e.event === 'notice' &&
    (e.data as { kind: string }).kind === 'pantry' &&
    ((e.data as { ids?: number[] }).ids ?? []).includes(id);

  it("tells the family's other devices about every change, and no one else", async () => {
    const partnerStream = await connect(w.partnerA.cookie);
    const strangerStream = await connect(w.stranger.cookie);
    const parent = pantryCalls(ctx.app, w.memberA);

    const added = await parent.add(w.familyA.id, { line: '2 cans chickpeas' });
    const { id } = added.json<AddedPantryItem>().item;
    const notice = await partnerStream.waitFor(pantryNotice(id));
    expect(notice.data).toEqual({ kind: 'pantry', familyId: w.familyA.id, ids: [id] });

    for (const change of [
      () => parent.add(w.familyA.id, { line: '1 can chickpeas' }),
      () => parent.edit(id, { bestBefore: '2030-04-01' }),
      () => parent.adjust(id, -1),
      () => parent.remove(id),
    ]) {
      const from = partnerStream.events.length;
      expect((await change()).statusCode).toBeLessThan(300);
      await partnerStream.waitFor(pantryNotice(id), { from });
    }

    // The stranger's family moves on; its stream never heard of family A's pantry.
    const theirs = await pantryCalls(ctx.app, w.stranger).add(w.familyB.id, { line: 'eggs' });
    await strangerStream.waitFor(pantryNotice(theirs.json<AddedPantryItem>().item.id));
    expect(strangerStream.events.some(pantryNotice(id))).toBe(false);
  });
});
