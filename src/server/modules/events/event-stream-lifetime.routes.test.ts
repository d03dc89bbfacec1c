import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, shoppingListItems } from '#server/db/schema';
import { useTestApp } from '#server/test-support/test-app';
import { buildShoppingWorld, requestGeneration } from '#server/test-support/shopping-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { injectAs } from '#server/test-support/inject-as';
import { hashSessionToken, SESSION_COOKIE } from '#server/modules/auth/sessions';
import { openTestEventStream, type TestEventStream } from '#server/test-support/sse-client';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

/** Heartbeats, session expiry and item notices, with a heartbeat of 50 ms instead of 25 s. */
describe('event stream lifetime', () => {
  const ctx = useTestApp({}, { liveEvents: { heartbeatMs: 50 } });
  let baseUrl: string;
  let world: Awaited<ReturnType<typeof buildShoppingWorld>>;
  const open: TestEventStream[] = [];

  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    world = await buildShoppingWorld(ctx.db);
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  const connect = async (cookie: string) => {
    const stream = await openTestEventStream(baseUrl, cookie);
    open.push(stream);
    await stream.waitFor((e) => e.event === 'hello');
    return stream;
  };

  it('writes a heartbeat comment while nothing changes', async () => {
    const stream = await connect(world.w.cookies.memberA.cookie);
    await stream.waitFor((e) => e.event === ':comment' && e.data === 'keep-alive');
  });

  it('ends the stream when its session expires', async () => {
    const token = 'expiring-session-token';
    await ctx.db.insert(sessions).values({
      idHash: hashSessionToken(token),
      userId: world.w.users.memberB.id,
      // Long enough for the stream to open on a loaded machine; the next heartbeat ends it.
      expiresAt: new Date(Date.now() + 2000),
    });
    const stream = await connect(`${SESSION_COOKIE}=${token}`);
    const closed = await stream.waitFor((e) => e.event === 'closed', { timeoutMs: 10_000 });
    expect(closed.data).toEqual({ reason: 'session-expired' });
    await stream.waitForEnd();
  });

  it("tells the family an item's new version and mark when someone ticks it", async () => {
    const { w, pancakes } = world;
    await createMealPlan(ctx.db, {
      familyId: w.familyA.id,
      day: '2030-01-06',
      recipeId: pancakes.id,
    });
    const generated = await requestGeneration(ctx.app, w.cookies.adminA, {
      familyId: w.familyA.id,
      weekStartDate: '2030-01-06',
    });
    const list = generated.json<WeeklyShoppingList>().shoppingList!;
    const stream = await connect(w.cookies.memberA.cookie);
    const item = list.items[0]!;
    const res = await injectAs(ctx.app, w.cookies.adminA).patch(
      `/api/shopping-list-items/${item.id}`,
      { checked: true, version: item.version },
    );
    expect(res.statusCode).toBe(200);
    const notice = await stream.waitFor(
      (e) => e.event === 'notice' && (e.data as { kind: string }).kind === 'shopping-items',
    );
    expect(notice.data).toEqual({
      kind: 'shopping-items',
      familyId: w.familyA.id,
      ids: [item.id],
      items: [{ id: item.id, version: 2, checked: true }],
    });

    // Regenerating announces the list, not each replaced item.
    const from = stream.events.length;
    await requestGeneration(ctx.app, w.cookies.adminA, {
      familyId: w.familyA.id,
      weekStartDate: '2030-01-06',
      forceRegenerate: true,
    });
    const regenerated = await stream.waitFor((e) => e.event === 'notice', { from });
    expect(regenerated.data).toEqual({
      kind: 'shopping-lists',
      familyId: w.familyA.id,
      ids: [list.id],
    });
    const items = await ctx.db.select().from(shoppingListItems);
    expect(items.every((i) => i.version === 1)).toBe(true);
  });
});
