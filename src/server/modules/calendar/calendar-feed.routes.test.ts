import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userFamilies } from '#server/db/schema';
import { addMember, createFamily, createUser, signInAs } from '#server/test-support/factories';
import { injectAs, type InjectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  calendarFeedRows,
  createCalendarFeed,
  randomCalendarToken,
} from '#server/test-support/calendar-factories';
import {
  DEFAULT_MEAL_TIMES,
  MEAL_TIME_MESSAGE,
  TIME_ZONE_MESSAGE,
  type CalendarFeedAnswer,
  type CalendarFeedSettings,
  type CreatedCalendarFeed,
} from '#shared/calendar/calendar.schemas';

const feedPath = (familyId: number) => `/api/families/${familyId}/calendar-feed`;
const tokenOf = (url: string) => /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1];
const pathOf = (url: string) => new URL(url).pathname;

describe('calendar feed routes', () => {
  const ctx = useTestApp();
  const w = {} as {
    familyId: number;
    otherFamilyId: number;
    member: InjectAs;
    partner: InjectAs;
    stranger: InjectAs;
    memberId: number;
  };
  /** Nobody signed in: what a calendar app is. */
  const calendarApp = () => injectAs(ctx.app, null);

  beforeAll(async () => {
    const family = await createFamily(ctx.db, 'The Parkers');
    const other = await createFamily(ctx.db, 'The Lees');
    const member = await createUser(ctx.db);
    const partner = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    await addMember(ctx.db, member.id, family.id);
    await addMember(ctx.db, partner.id, family.id);
    await addMember(ctx.db, stranger.id, other.id);
    Object.assign(w, {
      familyId: family.id,
      otherFamilyId: other.id,
      member: injectAs(ctx.app, await signInAs(ctx.db, member.id)),
      partner: injectAs(ctx.app, await signInAs(ctx.db, partner.id)),
      stranger: injectAs(ctx.app, await signInAs(ctx.db, stranger.id)),
      memberId: member.id,
    });
  });

  async function create(as: InjectAs, body: object = { timeZone: 'Europe/Berlin' }) {
    const res = await as.post(feedPath(w.familyId), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedCalendarFeed>();
  }

  it('creates, shows, changes and turns off the caller’s own feed', async () => {
    expect((await w.member.get(feedPath(w.familyId))).json()).toEqual({ feed: null });

    const res = await w.member.post(feedPath(w.familyId), { timeZone: 'Europe/Berlin' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<CreatedCalendarFeed>();
    const token = tokenOf(created.url)!;
    expect(created.url).toBe(`${ctx.config.publicUrl.origin}/api/calendar/${token}.ics`);
    expect(created).toMatchObject({ timeZone: 'Europe/Berlin', mealTimes: DEFAULT_MEAL_TIMES });

    // Only the hash is stored; the address is never shown again.
    const [row] = (await calendarFeedRows(ctx.db)).filter((r) => r.userId === w.memberId);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const shown = (await w.member.get(feedPath(w.familyId))).json<CalendarFeedAnswer>();
    expect(shown).toEqual({
      feed: {
        timeZone: 'Europe/Berlin',
        mealTimes: DEFAULT_MEAL_TIMES,
        createdAt: created.createdAt,
      },
    });
    expect(JSON.stringify(shown)).not.toContain(token);

    // PATCH changes settings only: the same address keeps working.
    const lunch = await w.member.patch(feedPath(w.familyId), { mealTimes: { Lunch: null } });
    expect(lunch.statusCode).toBe(200);
    expect(lunch.json<CalendarFeedSettings>().mealTimes).toEqual({
      ...DEFAULT_MEAL_TIMES,
      Lunch: null,
    });
    const zone = await w.member.patch(feedPath(w.familyId), { timeZone: 'America/New_York' });
    expect(zone.json<CalendarFeedSettings>()).toEqual({
      timeZone: 'America/New_York',
      mealTimes: { ...DEFAULT_MEAL_TIMES, Lunch: null },
      createdAt: created.createdAt,
    });
    expect((await calendarApp().get(pathOf(created.url))).statusCode).toBe(200);

    // Turned off: gone at once, and a second DELETE or a PATCH has nothing to act on.
    expect((await w.member.delete(feedPath(w.familyId))).statusCode).toBe(204);
    expect((await w.member.get(feedPath(w.familyId))).json()).toEqual({ feed: null });
    expect((await calendarApp().get(pathOf(created.url))).statusCode).toBe(404);
    expect((await w.member.delete(feedPath(w.familyId))).statusCode).toBe(404);
    const patchNone = await w.member.patch(feedPath(w.familyId), { timeZone: 'UTC' });
    expect(patchNone.statusCode).toBe(404);
    expect(patchNone.json()).toEqual({
      code: 'calendar_feed_not_found',
      message: 'Calendar feed not found',
    });
  });

  it('a new address replaces the old one at once and keeps the meal times', async () => {
    const first = await create(w.member, {
      timeZone: 'Europe/Berlin',
      mealTimes: { Lunch: null, Dinner: '19:30' },
    });
    expect(first.mealTimes).toEqual({ ...DEFAULT_MEAL_TIMES, Lunch: null, Dinner: '19:30' });
    expect((await calendarApp().get(pathOf(first.url))).statusCode).toBe(200);

    const second = await create(w.member, { timeZone: 'Asia/Tokyo', mealTimes: { Snack: null } });
    expect(second.url).not.toBe(first.url);
    expect(second.timeZone).toBe('Asia/Tokyo');
    expect(second.mealTimes).toEqual({
      ...DEFAULT_MEAL_TIMES,
      Lunch: null,
      Dinner: '19:30',
      Snack: null,
    });
    const old = await calendarApp().get(pathOf(first.url));
    const unknown = await calendarApp().get(`/api/calendar/${randomCalendarToken()}.ics`);
    expect(old.statusCode).toBe(404);
    expect(old.body).toBe(unknown.body);
    expect(old.headers['content-type']).toBe(unknown.headers['content-type']);
    expect((await calendarApp().get(pathOf(second.url))).statusCode).toBe(200);
    expect((await calendarFeedRows(ctx.db)).filter((r) => r.userId === w.memberId)).toHaveLength(1);
    await w.member.delete(feedPath(w.familyId));
  });

  it('each member has their own feed of the family', async () => {
    const mine = await create(w.member);
    expect((await w.partner.get(feedPath(w.familyId))).json()).toEqual({ feed: null });
    const theirs = await create(w.partner, { timeZone: 'UTC' });
    expect((await w.member.delete(feedPath(w.familyId))).statusCode).toBe(204);
    expect((await calendarApp().get(pathOf(mine.url))).statusCode).toBe(404);
    expect((await calendarApp().get(pathOf(theirs.url))).statusCode).toBe(200);
    expect((await w.partner.get(feedPath(w.familyId))).json<CalendarFeedAnswer>().feed).toEqual(
      expect.objectContaining({ timeZone: 'UTC' }),
    );
    await w.partner.delete(feedPath(w.familyId));
  });

  it("a family's feed is out of reach of other families' members and changes nothing", async () => {
    await create(w.member);
    const before = await calendarFeedRows(ctx.db);
    const answers = [
      await w.stranger.get(feedPath(w.familyId)),
      await w.stranger.post(feedPath(w.familyId), { timeZone: 'UTC' }),
      await w.stranger.patch(feedPath(w.familyId), { timeZone: 'UTC' }),
      await w.stranger.delete(feedPath(w.familyId)),
      await w.member.post(feedPath(w.otherFamilyId), { timeZone: 'UTC' }),
      await w.member.delete(feedPath(w.otherFamilyId)),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await calendarFeedRows(ctx.db)).toEqual(before);
    expect((await injectAs(ctx.app, null).get(feedPath(w.familyId))).statusCode).toBe(401);
    await w.member.delete(feedPath(w.familyId));
  });

  it("a member's address stops working when they leave the family", async () => {
    const leaver = await createUser(ctx.db);
    const membership = await addMember(ctx.db, leaver.id, w.familyId);
    const { path } = await createCalendarFeed(ctx.db, { userId: leaver.id, familyId: w.familyId });
    expect((await calendarApp().get(path)).statusCode).toBe(200);

    await ctx.db.delete(userFamilies).where(eq(userFamilies.id, membership.id));
    const gone = await calendarApp().get(path);
    const unknown = await calendarApp().get(`/api/calendar/${randomCalendarToken()}.ics`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(unknown.body);
  });

  it('refuses unknown time zones and malformed meal times with a clear message', async () => {
    const refusals: Array<[object, string]> = [
      [{ timeZone: 'Mars/Olympus_Mons' }, TIME_ZONE_MESSAGE],
      [{ timeZone: 'europe/berlin' }, TIME_ZONE_MESSAGE],
      [{ timeZone: 'CET+1' }, TIME_ZONE_MESSAGE],
      [{ timeZone: '' }, TIME_ZONE_MESSAGE],
      [{ timeZone: 'UTC', mealTimes: { Dinner: '24:00' } }, MEAL_TIME_MESSAGE],
      [{ timeZone: 'UTC', mealTimes: { Dinner: '7:30' } }, MEAL_TIME_MESSAGE],
      [{ timeZone: 'UTC', mealTimes: { Dinner: '18:00:00' } }, MEAL_TIME_MESSAGE],
      [{ timeZone: 'UTC', mealTimes: { Brunch: '10:00' } }, 'Brunch'],
    ];
    for (const [body, message] of refusals) {
      const res = await w.member.post(feedPath(w.familyId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    await create(w.member, { timeZone: 'UTC' });
    const empty = await w.member.patch(feedPath(w.familyId), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Send timeZone, mealTimes or both');
    const badTime = await w.member.patch(feedPath(w.familyId), { mealTimes: { Lunch: '12:60' } });
    expect(badTime.json<{ message: string }>().message).toContain(MEAL_TIME_MESSAGE);
    expect((await w.member.get(feedPath(w.familyId))).json<CalendarFeedAnswer>().feed).toEqual(
      expect.objectContaining({ timeZone: 'UTC', mealTimes: DEFAULT_MEAL_TIMES }),
    );
    // An alias a browser reports though Node lists the zone under another name.
    const alias = await w.member.patch(feedPath(w.familyId), { timeZone: 'Asia/Kolkata' });
    expect(alias.json<CalendarFeedSettings>().timeZone).toBe('Asia/Kolkata');
    await w.member.delete(feedPath(w.familyId));
  });
});
