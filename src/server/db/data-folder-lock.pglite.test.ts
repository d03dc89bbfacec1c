import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  serverReady,
  startServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process';

/**
 * Two real server processes on one PGlite folder (decision 007): the second is refused at once,
 * the first keeps serving, and what it acknowledged survives a kill -9.
 */
describe('one server process per data folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-lock-'));
  const started: ServerProcess[] = [];
  const start = async () => {
    const server = startServerProcess(dataDir, await freePort());
    started.push(server);
    return server;
  };
  afterAll(() => {
    for (const server of started) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server, keeps the first serving, and keeps its data after kill -9', async () => {
    const first = await start();
    await serverReady(first);
    const cookie = await demoSignIn(first.baseUrl);
    const familyId = await firstFamilyId(first.baseUrl, cookie);
    const staged = await stagePlaceholder(first.baseUrl, cookie, familyId, 'Lock test soup');

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by process`);
    expect(second.output()).toContain(String(first.child.pid));
    expect(second.output()).not.toContain('Family Cookbook is ready');

    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    // The killed server's lock is still fresh: the next start waits it out, then opens.
    const third = await start();
    await serverReady(third);
    const list = await fetch(`${third.baseUrl}/api/families/${familyId}/staged-recipes`, {
      headers: { cookie },
    });
    expect(list.status).toBe(200);
    const items = (await list.json()) as { id: number; placeholderData: { title: string } }[];
    expect(items.map((item) => [item.id, item.placeholderData.title])).toContainEqual([
      staged.id,
      'Lock test soup',
    ]);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});

async function demoSignIn(baseUrl: string) {
  const users = (await (await fetch(`${baseUrl}/api/auth/demo-users`)).json()) as { id: number }[];
  const response = await fetch(`${baseUrl}/api/auth/demo-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ userId: users[0]!.id }),
  });
  expect(response.status).toBe(204);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookie.join('; ');
}

async function firstFamilyId(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/families`, { headers: { cookie } });
  const families = (await response.json()) as { id: number }[];
  return families[0]!.id;
}

async function stagePlaceholder(baseUrl: string, cookie: string, familyId: number, title: string) {
  const response = await fetch(`${baseUrl}/api/staged-recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ familyId, isPlaceholder: true, placeholderData: { title } }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}
