import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from '#server/test-support/test-db';
import { injectAs } from '#server/test-support/inject-as';
import { testConfig, useTestApp } from '#server/test-support/test-app';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  signInAs,
} from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { DEFAULT_SIGN_IN_LIMIT_PER_MINUTE } from '#server/config-auth';

type Response = Awaited<ReturnType<App['inject']>>;

const expectAppErrorWithSecurityHeaders = (
  res: Response,
  status: number,
  code: string,
  params?: Record<string, unknown>,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ code, message: expect.any(String), ...(params && { params }) });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
};

describe('framework and rate-limit answers', () => {
  const ctx = useTestApp();

  it('answers a malformed URL (FST_ERR_BAD_URL) with 400, the error shape and the headers', async () => {
    for (const url of ['/api/recipes/%E0%A4%A', '/api/notes/%zz', '/recipes/%E0%A4%A']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expectAppErrorWithSecurityHeaders(res, 400, 'bad_url');
      expect(res.json<{ message: string }>().message).toBe('Malformed URL');
    }
  });

  it("answers Fastify's own client errors under codes of ours, with Fastify's message", async () => {
    const send = (payload: string, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/demo-sign-in',
        remoteAddress: '10.7.7.8',
        headers: { 'content-type': contentType },
        payload,
      });
    const notJson = await send('{ not json', 'application/json');
    expectAppErrorWithSecurityHeaders(notJson, 400, 'invalid_json_body');
    expect(notJson.json<{ message: string }>().message).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
    expectAppErrorWithSecurityHeaders(
      await send('a=1', 'text/x-unknown'),
      415,
      'unsupported_media_type',
    );
  });

  it('answers 429 with the error shape, Retry-After and the security headers', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/demo-sign-in',
        remoteAddress: '10.7.7.7',
        payload: { userId: 999_999 },
      });
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMIT_PER_MINUTE; i++)
      expect((await attempt()).statusCode).toBe(404);
    const res = await attempt();
    expectAppErrorWithSecurityHeaders(res, 429, 'rate_limited', {
      count: expect.any(Number),
      unit: expect.any(String),
      after: expect.any(String),
    });
    const { message, params } = res.json<{ message: string; params: { after: string } }>();
    expect(message).toBe(`Too many attempts, retry in ${params.after}`);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('server log', () => {
  let handle: DatabaseHandle;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = { ...testConfig(), logLevel: 'trace' };
    app = await buildApp({
      config,
      db: handle.db,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const postNote = async (text: string) => {
    const family = await createFamily(handle.db);
    const user = await createUser(handle.db);
    await addMember(handle.db, user.id, family.id);
    const cookbook = await createCookbook(handle.db, { familyId: family.id });
    const recipe = await createRecipe(handle.db, { cookbookId: cookbook.id });
    return injectAs(app, await signInAs(handle.db, user.id)).post('/api/notes', {
      recipeId: recipe.id,
      text,
    });
  };

  it('never prints request bodies', async () => {
    const secret = 'grandmas-secret-ingredient-is-nutmeg';
    expect((await postNote(secret)).statusCode).toBe(201);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('logs a failed query without its parameters', async () => {
    // The insert fails inside the database, so the driver error carries the query parameters.
    await handle.db.execute(sql`
      create function refuse_notes() returns trigger language plpgsql as $$
      begin raise exception 'notes are read-only today'; end $$`);
    await handle.db.execute(sql`
      create trigger refuse_notes before insert on notes
      for each row execute function refuse_notes()`);
    const secret = 'the-family-pin-is-4711-do-not-share';
    lines.length = 0;
    const res = await postNote(secret);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Something went wrong' });
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    // What helps to debug stays: the query text, the database's message and the stack.
    expect(log).toContain('insert into');
    expect(log).toContain('notes are read-only today');
    expect(log).toContain('notes.service');
    expect(log).not.toContain(secret);
  });
});
