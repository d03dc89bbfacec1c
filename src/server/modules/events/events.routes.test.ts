import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { favorites, sessions, userFamilies } from '#server/db/schema';
import { useTestApp } from '#server/test-support/test-app';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  signInAs,
} from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { injectAs } from '#server/test-support/inject-as';
import {
  openTestEventStream,
  type ReceivedEvent,
  type TestEventStream,
} from '#server/test-support/sse-client';
import { hashSessionToken } from '#server/modules/auth/sessions';

/**
 * GET /api/events on a listening server (a stream never ends, so not through app.inject):
 * who hears what, in order, after a reconnect, and when a stream ends.
 */
describe('GET /api/events', () => {
  const ctx = useTestApp();
  let baseUrl: string;
  const open: TestEventStream[] = [];
  let w: {
    familyId: number;
    otherFamilyId: number;
    parent: { id: number; cookie: string };
    partner: { id: number; cookie: string };
    stranger: { id: number; cookie: string };
    recipeId: number;
  };

  const member = async (familyId: number) => {
    const user = await createUser(ctx.db);
    await addMember(ctx.db, user.id, familyId);
    return { id: user.id, cookie: (await signInAs(ctx.db, user.id)).cookie };
  };

  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const family = await createFamily(ctx.db);
    const other = await createFamily(ctx.db);
    const cookbook = await createCookbook(ctx.db, { familyId: family.id });
    const recipe = await createRecipe(ctx.db, { cookbookId: cookbook.id });
    w = {
      familyId: family.id,
      otherFamilyId: other.id,
      parent: await member(family.id),
      partner: await member(family.id),
      stranger: await member(other.id),
      recipeId: recipe.id,
    };
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  const connect = async (cookie: string, lastEventId?: string, lastEventIdInQuery = false) => {
    const stream = await openTestEventStream(baseUrl, cookie, { lastEventId, lastEventIdInQuery });
    open.push(stream);
    await stream.waitFor((e) => e.event === 'hello');
    return stream;
  };
  const noticeOf = (kind: string) => (e: ReceivedEvent) =>
    e.event === 'notice' && (e.data as { kind: string }).kind === kind;
  const plan = (familyId = w.familyId) =>
    createMealPlan(ctx.db, { familyId, recipeId: w.recipeId });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
  });

  it('streams server-sent events that no proxy buffers or caches, starting with hello', async () => {
    const stream = await connect(w.parent.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.events[0]).toMatchObject({ event: 'hello', data: { resumed: false } });
  });

  it('tells every member of the family what changed, and no one of another family', async () => {
    const [parent, partner, stranger] = await Promise.all(
      [w.parent, w.partner, w.stranger].map((u) => connect(u.cookie)),
    );
    await plan(w.otherFamilyId);
    const mine = await plan();
    for (const stream of [parent!, partner!]) {
      const notice = await stream.waitFor(noticeOf('meal-plans'));
      expect(notice.data).toEqual({ kind: 'meal-plans', familyId: w.familyId, ids: [mine.id] });
      expect(notice.id).toMatch(new RegExp(`f${w.familyId}:\\d+`));
    }
    const theirs = await stranger!.waitFor(noticeOf('meal-plans'));
    expect(theirs.data).toMatchObject({ familyId: w.otherFamilyId });
    const strangerNotices = stranger!.events.filter((e) => e.event === 'notice');
    expect(strangerNotices.map((e) => (e.data as { familyId: number }).familyId)).toEqual([
      w.otherFamilyId,
    ]);
  });

  it("tells only the user's own devices about a favourite", async () => {
    const [parent, partner] = await Promise.all([
      connect(w.parent.cookie),
      connect(w.partner.cookie),
    ]);
    const res = await injectAs(ctx.app, { cookie: w.parent.cookie }).post('/api/favorites', {
      recipeId: w.recipeId,
    });
    expect(res.statusCode).toBeLessThan(300);
    const notice = await parent.waitFor(noticeOf('favorites'));
    expect(notice.data).toEqual({ kind: 'favorites', familyId: null, ids: [w.recipeId] });
    await plan(); // a later family notice: the partner got it, and no favourite before it
    await partner.waitFor(noticeOf('meal-plans'));
    expect(partner.events.some(noticeOf('favorites'))).toBe(false);
    await ctx.db.delete(favorites).where(eq(favorites.userId, w.parent.id));
  });

  it('replays what a reconnecting stream missed, from its Last-Event-ID', async () => {
    const first = await connect(w.parent.cookie);
    await plan();
    await first.waitFor(noticeOf('meal-plans'));
    const resumeFrom = first.lastEventId!;
    first.close();
    const missed = [await plan(), await plan()];

    const again = await connect(w.parent.cookie, resumeFrom);
    expect(again.events[0]).toMatchObject({ event: 'hello', data: { resumed: true } });
    // The same cursor in the query string, as a client sends when it opens a stream itself.
    const byQuery = await connect(w.parent.cookie, resumeFrom, true);
    expect(byQuery.events[0]).toMatchObject({ event: 'hello', data: { resumed: true } });
    await byQuery.waitFor(
      (e) => e.event === 'notice' && (e.data as { ids?: number[] }).ids?.[0] === missed[1]!.id,
    );
    await again.waitFor(
      (e) => e.event === 'notice' && (e.data as { ids?: number[] }).ids?.[0] === missed[1]!.id,
    );
    const replayed = again.events.filter(noticeOf('meal-plans')).map((e) => e.data);
    expect(replayed).toEqual(
      missed.map((m) => ({ kind: 'meal-plans', familyId: w.familyId, ids: [m.id] })),
    );
    expect(again.events.some((e) => e.event === 'resync')).toBe(false);
  });

  it('sends a resync for what it cannot replay: a write that announced nothing', async () => {
    const first = await connect(w.parent.cookie);
    await plan();
    await first.waitFor(noticeOf('meal-plans'));
    // A hand edit in psql: the numbers move, no notification goes out.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('family_cookbook.notify_versions', 'off', true)`);
      await createMealPlan(tx, { familyId: w.familyId, recipeId: w.recipeId });
    });
    const from = first.events.length;
    await plan(); // the next notice shows the gap to the open stream
    const resync = await first.waitFor((e) => e.event === 'resync', { from });
    expect(resync.data).toEqual({ familyIds: [w.familyId], user: false });

    // A reconnect from before the silent write can't be filled either.
    const cursor = first.lastEventId!.replace(
      new RegExp(`f${w.familyId}:(\\d+)`),
      (_, n) => `f${w.familyId}:${Number(n) - 2}`,
    );
    const again = await connect(w.parent.cookie, cursor);
    const resynced = await again.waitFor((e) => e.event === 'resync');
    expect(resynced.data).toEqual({ familyIds: [w.familyId], user: false });
  });

  it('stops sending a family to a member removed from it, at once', async () => {
    const leaver = await member(w.familyId);
    const [leaving, staying] = await Promise.all([
      connect(leaver.cookie),
      connect(w.parent.cookie),
    ]);
    await ctx.db
      .delete(userFamilies)
      .where(and(eq(userFamilies.userId, leaver.id), eq(userFamilies.familyId, w.familyId)));
    const told = await leaving.waitFor(noticeOf('memberships'));
    expect(told.data).toEqual({ kind: 'memberships', familyId: null, ids: [w.familyId] });
    await staying.waitFor(noticeOf('members'));

    const from = staying.events.length;
    const after = await plan();
    await staying.waitFor(
      (e) => e.event === 'notice' && (e.data as { ids?: number[] }).ids?.[0] === after.id,
      { from },
    );
    expect(leaving.events.filter(noticeOf('meal-plans'))).toEqual([]);
    const closed = await leaving.waitFor((e) => e.event === 'closed');
    expect(closed.data).toEqual({ reason: 'removed-from-family' });
  });

  it('closes the stream of a member an admin removes, and says why', async () => {
    // In two families: the stream closes all the same, and a new one follows what remains.
    const removed = await member(w.familyId);
    await addMember(ctx.db, removed.id, w.otherFamilyId);
    const admin = await createUser(ctx.db, { superAdmin: true });
    const adminCookie = await signInAs(ctx.db, admin.id);
    const stream = await connect(removed.cookie);
    const [membership] = await ctx.db
      .select({ id: userFamilies.id })
      .from(userFamilies)
      .where(and(eq(userFamilies.userId, removed.id), eq(userFamilies.familyId, w.familyId)));
    const res = await injectAs(ctx.app, adminCookie).delete(
      `/api/admin/user-families/${membership!.id}`,
    );
    expect(res.statusCode).toBe(204);
    const closed = await stream.waitFor((e) => e.event === 'closed');
    expect(closed.data).toEqual({ reason: 'removed-from-family' });
    await stream.waitForEnd();

    const again = await connect(removed.cookie, stream.lastEventId);
    await plan();
    const theirs = await plan(w.otherFamilyId);
    const notice = await again.waitFor(noticeOf('meal-plans'));
    expect(notice.data).toMatchObject({ familyId: w.otherFamilyId, ids: [theirs.id] });
  });

  it('keeps the stream open when only an admin flag changes', async () => {
    const promoted = await member(w.familyId);
    const stream = await connect(promoted.cookie);
    await ctx.db
      .update(userFamilies)
      .set({ isAdmin: true })
      .where(eq(userFamilies.userId, promoted.id));
    await stream.waitFor(noticeOf('memberships'));
    const planned = await plan();
    const notice = await stream.waitFor(noticeOf('meal-plans'));
    expect(notice.data).toMatchObject({ familyId: w.familyId, ids: [planned.id] });
    expect(stream.events.some((e) => e.event === 'closed')).toBe(false);
  });

  it('starts sending a family to a member who joins it, with a resync for it', async () => {
    const joiner = await member(w.otherFamilyId);
    const stream = await connect(joiner.cookie);
    await addMember(ctx.db, joiner.id, w.familyId);
    const resync = await stream.waitFor((e) => e.event === 'resync');
    expect(resync.data).toEqual({ familyIds: [w.familyId], user: false });
    const planned = await plan();
    const notice = await stream.waitFor(noticeOf('meal-plans'));
    expect(notice.data).toMatchObject({ familyId: w.familyId, ids: [planned.id] });
  });

  it('closes the stream when its session signs out, and says so', async () => {
    const user = await member(w.familyId);
    const stream = await connect(user.cookie);
    const res = await injectAs(ctx.app, { cookie: user.cookie }).post('/api/auth/logout');
    expect(res.statusCode).toBeLessThan(300);
    const closed = await stream.waitFor((e) => e.event === 'closed');
    expect(closed.data).toEqual({ reason: 'signed-out' });
    await stream.waitForEnd();
  });

  it('closes the oldest stream past five of one user', async () => {
    const user = await member(w.familyId);
    const streams = [];
    for (let i = 0; i < 6; i++) streams.push(await connect(user.cookie));
    const closed = await streams[0]!.waitFor((e) => e.event === 'closed');
    expect(closed.data).toEqual({ reason: 'superseded' });
    await streams[0]!.waitForEnd();
    expect(streams.slice(1).some((s) => s.ended)).toBe(false);
  });

  it('answers 401 for a session that ended, even one a cached session user still carries', async () => {
    const user = await member(w.familyId);
    const token = user.cookie.split('=')[1]!;
    await ctx.db.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
    const stream = await openTestEventStream(baseUrl, user.cookie);
    open.push(stream);
    expect(stream.status).toBe(401);
  });
});
