import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomCalendarToken } from '#server/test-support/calendar-factories';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  signInAs,
} from '#server/test-support/factories';
import { injectAs, type InjectAs } from '#server/test-support/inject-as';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { CreatedCalendarFeed } from '#shared/calendar/calendar.schemas';
import { addDaysToDay } from '#shared/meal-plans/calendar-day';

const feedPath = (familyId: number) => `/api/families/${familyId}/calendar-feed`;

/** What a calendar app gets from a feed's address: the text, its headers, revalidation. */
describe('the .ics address', () => {
  const ctx = useTestApp();
  const w = {} as { familyId: number; member: InjectAs; partner: InjectAs; recipeId: number };
  /** Nobody signed in: what a calendar app is. */
  const calendarApp = () => injectAs(ctx.app, null);
  let path: string;
  const day = addDaysToDay(new Date().toISOString().slice(0, 10), 2);

  beforeAll(async () => {
    const family = await createFamily(ctx.db, 'The Parkers');
    const member = await createUser(ctx.db);
    const partner = await createUser(ctx.db);
    await addMember(ctx.db, member.id, family.id);
    await addMember(ctx.db, partner.id, family.id);
    const cookbook = await createCookbook(ctx.db, { familyId: family.id, isDefault: true });
    const recipe = await createRecipe(ctx.db, { cookbookId: cookbook.id, title: 'Lentil Soup' });
    Object.assign(w, {
      familyId: family.id,
      member: injectAs(ctx.app, await signInAs(ctx.db, member.id)),
      partner: injectAs(ctx.app, await signInAs(ctx.db, partner.id)),
      recipeId: recipe.id,
    });
    const created = await w.partner.post(feedPath(w.familyId), { timeZone: 'Europe/Berlin' });
    path = new URL(created.json<CreatedCalendarFeed>().url).pathname;
    await createMealPlan(ctx.db, { familyId: w.familyId, recipeId: w.recipeId, day });
  });

  it('answers a calendar app without a cookie: RFC 5545 text, revalidated every time', async () => {
    const res = await calendarApp().get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The security headers of every answer.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain('X-WR-CALNAME:Meal plan – The Parkers');
    expect(res.body).toContain('SUMMARY:Lentil Soup');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(res.body).toMatch(/\r\nEND:VCALENDAR$/);

    const head = await ctx.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(res.headers.etag);
    expect(head.body).toBe('');
  });

  it('answers If-None-Match with a bodiless 304 while nothing changed', async () => {
    const first = await calendarApp().get(path);
    const etag = first.headers.etag as string;
    const again = await calendarApp().get(path);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`]) {
      const res = await calendarApp().get(path, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    const stale = await calendarApp().get(path, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('follows a change of the meal plan on the next request, with a new ETag', async () => {
    const before = await calendarApp().get(path);
    const planned = await w.member.post('/api/meal-plans', {
      familyId: w.familyId,
      date: day,
      mealType: 'Breakfast',
      plannedServings: 3,
      isPlaceholder: true,
      placeholderData: { title: 'Pancake Morning' },
    });
    expect(planned.statusCode).toBe(201);
    const after = await calendarApp().get(path, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('SUMMARY:Pancake Morning');
    expect(before.body).not.toContain('Pancake Morning');

    // A settings change is a change of the body too.
    await w.partner.patch(feedPath(w.familyId), { mealTimes: { Breakfast: null } });
    const allDay = await calendarApp().get(path, {
      'if-none-match': after.headers.etag as string,
    });
    expect(allDay.statusCode).toBe(200);
    expect(allDay.headers.etag).not.toBe(after.headers.etag);
  });

  it('is compressed for clients that accept it, under the same ETag', async () => {
    // Enough meals that the body passes the compression threshold.
    for (let i = 0; i < 12; i++) {
      await createMealPlan(ctx.db, {
        familyId: w.familyId,
        recipeId: w.recipeId,
        day: addDaysToDay(day, i),
        mealType: 'Lunch',
      });
    }
    const plain = await calendarApp().get(path);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await calendarApp().get(path, { 'accept-encoding': 'br' });
    const gzip = await calendarApp().get(path, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).toContain('accept-encoding');
    const revalidated = await calendarApp().get(path, {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('answers an unknown token 404 and a malformed one 400, the same for everyone', async () => {
    const unknown = `/api/calendar/${randomCalendarToken()}.ics`;
    const anonymous = await calendarApp().get(unknown);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({
      code: 'calendar_feed_not_found',
      message: 'Calendar feed not found',
    });
    const signedIn = await w.partner.get(unknown);
    expect(signedIn.body).toBe(anonymous.body);
    for (const bad of ['short', `${randomCalendarToken()}x`, 'a'.repeat(42) + '!']) {
      const res = await calendarApp().get(`/api/calendar/${encodeURIComponent(bad)}.ics`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
