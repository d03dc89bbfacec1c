import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test-support/test-db';
import { startTcpProxy, type TcpProxy } from '#server/test-support/tcp-proxy';
import {
  freePort,
  serverReady,
  startServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process';
import { openTestEventStream, type TestEventStream } from '#server/test-support/sse-client';
import { signInAs } from '#server/test-support/factories';
import { buildRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import type { DatabaseHandle } from './client';

/**
 * Fault injection (product rule: database-outage): two server processes reach PostgreSQL through a
 * TCP proxy the test cuts and restores, as a database restart or a network blip would. Neither
 * process may die; while the database is away every request answers 503 with Retry-After at once;
 * soon after it is back both serve again, what one writes the other sees, and the event streams
 * are told to resync (notices sent while no one listened are gone).
 */
describe('a PostgreSQL outage', () => {
  let handle: DatabaseHandle & { url?: string };
  let proxy: TcpProxy;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let world: RecipeWorld;
  let cookie: string;
  let stream: TestEventStream;

  beforeAll(async () => {
    handle = await createTestDatabase();
    if (!handle.url) throw new Error('this test needs PostgreSQL (FC_TEST_DB=postgres)');
    world = await buildRecipeWorld(handle.db);
    ({ cookie } = await signInAs(handle.db, world.users.memberA.id));
    const target = new URL(handle.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(handle.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    // One after the other: the first migrates, the second finds nothing to do.
    for (const name of ['one', 'other']) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `fc-outage-${name}-`));
      dataDirs.push(dataDir);
      const server = startServerProcess(dataDir, await freePort(), {
        DATABASE_URL: throughProxy.href,
        SEED_DEMO_DATA: 'false',
      });
      servers.push(server);
      await serverReady(server);
    }
    stream = await openTestEventStream(servers[1]!.baseUrl, cookie);
    await stream.waitFor((event) => event.event === 'hello');
  }, 120_000);

  afterAll(async () => {
    stream?.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await proxy?.close();
    await handle?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = (server: ServerProcess, route: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${route}`, {
      ...init,
      headers: {
        cookie,
        origin: server.baseUrl,
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...init.headers,
      },
      signal: AbortSignal.timeout(15_000),
    });
  const addNote = (server: ServerProcess, text: string, key?: string) =>
    call(server, '/api/notes', {
      method: 'POST',
      body: JSON.stringify({ recipeId: world.recipes.stewA.id, text }),
      ...(key && { headers: { 'idempotency-key': key } }),
    });
  const notesOnStew = async (server: ServerProcess) => {
    const route = `/api/recipes/${world.recipes.stewA.id}?familyId=${world.familyA.id}`;
    const answer = await call(server, route);
    if (answer.status !== 200) return [];
    return ((await answer.json()) as { notes: { text: string }[] }).notes;
  };

  it('keeps both processes alive, answers 503 while cut and serves again once restored', async () => {
    const [one, other] = servers as [ServerProcess, ServerProcess];
    const before = await addNote(one, 'Written before the cut');
    expect(before.status).toBe(201);
    const streamEventsBefore = stream.events.length;

    proxy.cut();
    for (const server of servers) {
      // Every kind of request: health, a session read, a read, a write, a keyed write, sign-in.
      const answers = await Promise.all([
        call(server, '/api/health'),
        call(server, '/api/auth/user'),
        call(server, `/api/families/${world.familyA.id}/recipes`),
        addNote(server, 'Written during the cut'),
        addNote(server, 'Keyed during the cut', 'outage-key-1'),
        call(server, '/api/auth/demo-sign-in', {
          method: 'POST',
          body: JSON.stringify({ userId: world.users.memberA.id }),
        }),
      ]);
      for (const answer of answers) {
        expect({ url: answer.url, status: answer.status }).toEqual({
          url: answer.url,
          status: 503,
        });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    for (const server of servers) expect(server.child.exitCode).toBeNull();

    proxy.restore();
    const restoredAt = Date.now();
    for (const server of servers) {
      await expect
        .poll(async () => (await call(server, '/api/health')).status, { timeout: 5000 })
        .toBe(200);
    }
    expect(Date.now() - restoredAt).toBeLessThan(5000);

    // Notices sent while the listener was away are gone: the open stream is told to reload.
    await stream.waitFor((event) => event.event === 'resync', {
      from: streamEventsBefore,
      timeoutMs: 10_000,
    });
    expect(stream.ended).toBe(false);

    // The keyed write that failed during the cut left no trace: the same key works now.
    expect((await addNote(one, 'Keyed during the cut', 'outage-key-1')).status).toBe(201);
    expect((await addNote(one, 'Written after the cut')).status).toBe(201);
    await expect
      .poll(async () => (await notesOnStew(other)).map((note) => note.text).sort())
      .toEqual(['Keyed during the cut', 'Written after the cut', 'Written before the cut']);
    // The other process keeps signed-in users in memory: a sign-out through the first one
    // must still reach it (the versions it trusts are heard again).
    expect((await call(other, '/api/auth/user')).status).toBe(200);
    expect((await call(one, '/api/auth/logout', { method: 'POST' })).status).toBe(204);
    await expect.poll(async () => (await call(other, '/api/auth/user')).status).toBe(401);
    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toContain('fatal error');
    }
  }, 60_000);
});
