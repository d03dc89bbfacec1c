import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { redactUrl } from '#server/plugins/logging';
import { addMember, createFamily, createUser } from '#server/test-support/factories';
import { createCalendarFeed, randomCalendarToken } from '#server/test-support/calendar-factories';
import { testConfig } from '#server/test-support/test-app';
import { createTestDatabase } from '#server/test-support/test-db';
import { CALENDAR_FEED_LIMIT_PER_MINUTE } from './rate-limits';

/** What guards the addresses themselves: a per-address rate limit, and logs without tokens. */
describe('calendar feed addresses', () => {
  let handle: DatabaseHandle;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    app = await buildApp({
      config: { ...testConfig(), logLevel: 'info' },
      db: handle.db,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const get = (path: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'GET', url: path, remoteAddress });

  it('never writes a working token into the log', async () => {
    const family = await createFamily(handle.db);
    const user = await createUser(handle.db);
    await addMember(handle.db, user.id, family.id);
    const { token, path } = await createCalendarFeed(handle.db, {
      userId: user.id,
      familyId: family.id,
    });
    expect((await get(path, '10.0.0.1')).statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('/api/calendar/[token].ics');
    expect(log).not.toContain(token);
    expect(redactUrl(`/api/calendar/${token}.ics?x=1`)).toBe('/api/calendar/[token].ics?x=1');
    expect(redactUrl('/api/families/1/calendar-feed')).toBe('/api/families/1/calendar-feed');
  });

  it('keeps the token out of the log however the address is encoded', async () => {
    const family = await createFamily(handle.db);
    const user = await createUser(handle.db);
    await addMember(handle.db, user.id, family.id);
    const { token } = await createCalendarFeed(handle.db, { userId: user.id, familyId: family.id });
    // The router decodes the path, so each of these reaches the feed.
    const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
    const variants = [
      `/%61pi/calendar/${token}.ics`,
      `/api/calendar/${token}%2Eics`,
      `/api/%63alendar/${token}%2eics?x=1`,
      `/api/calendar/${hex(token[0]!)}${token.slice(1)}.ics`,
    ];
    for (const url of variants) {
      lines.length = 0;
      expect((await get(url, '10.0.0.4')).statusCode, url).toBe(200);
      const log = lines.join('\n');
      expect(log, url).toContain('/api/calendar/[token].ics');
      expect(log, url).not.toContain(token.slice(1));
    }
    expect(redactUrl(`//api//calendar/${token}%252Eics`)).toBe('/api/calendar/[token].ics');
    expect(redactUrl(`/api/calendar/${token}.ics%`)).toBe('/api/calendar/[token].ics');
    expect(redactUrl('/%61pi/families/1?x=%2F')).toBe('/%61pi/families/1?x=%2F');
  });

  it('limits the requests of one client address per minute, unknown tokens included', async () => {
    const guesses = Array.from({ length: CALENDAR_FEED_LIMIT_PER_MINUTE }, () =>
      get(`/api/calendar/${randomCalendarToken()}.ics`, '10.0.0.2'),
    );
    const answers = await Promise.all(guesses);
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([404]));
    const next = await get(`/api/calendar/${randomCalendarToken()}.ics`, '10.0.0.2');
    expect(next.statusCode).toBe(429);
    expect(next.json<{ code: string }>().code).toBe('rate_limited');
    // Another address is counted on its own.
    expect((await get(`/api/calendar/${randomCalendarToken()}.ics`, '10.0.0.3')).statusCode).toBe(
      404,
    );
  });
});
