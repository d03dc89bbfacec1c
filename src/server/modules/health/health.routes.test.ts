import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { Database, DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from '#server/test-support/test-db';
import { testConfig } from '#server/test-support/test-app';

type Outage = 'none' | 'failing' | 'hanging';

/** The test database, whose `execute` fails or never answers while an outage is on. */
function databaseWithOutages(db: Database) {
  const state = { outage: 'none' as Outage };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute' && state.outage !== 'none') {
        return () =>
          state.outage === 'failing'
            ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
            : new Promise(() => undefined);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, state };
}

describe('GET /api/health', () => {
  let handle: DatabaseHandle;
  let app: App;
  let state: { outage: Outage };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const wrapped = databaseWithOutages(handle.db);
    state = wrapped.state;
    app = await buildApp({
      config: { ...testConfig(), healthCheckTimeoutMs: 100 },
      db: wrapped.db,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers 200 while the database answers', async () => {
    state.outage = 'none';
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with the error shape when the database refuses', async () => {
    state.outage = 'failing';
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'database_unavailable',
      message: 'The database is not reachable, please try again shortly',
    });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).not.toContain('ECONNREFUSED');
  });

  it('answers 503 when the database does not answer in time', async () => {
    state.outage = 'hanging';
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'database_unavailable' });
  });

  it('answers 200 again once the database is back', async () => {
    state.outage = 'none';
    expect((await health()).statusCode).toBe(200);
  });
});
