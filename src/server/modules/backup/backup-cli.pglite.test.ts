import { execFile } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '#server/test-support/backup-testing';
import {
  freePort,
  serverReady,
  startServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process';
import { verifyBackup } from './backup-read';
import { localAccessFile } from './local-access';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Run = { code: number; stdout: string; stderr: string };

/** Runs `node scripts/<script> args` as `npm run <script>` does, with DATA_DIR set. */
function run(script: string, args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join('scripts', script), ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The commands end to end (decision 052): `npm run backup` of a running PGlite server (through
 * its endpoint and local token) while it takes writes, then of the stopped server's folder, and
 * `npm run restore` into a new data folder: once, refused the second time, then with --replace.
 */
describe('npm run backup / npm run restore', () => {
  const dir = tempDir('fc-backup-cli-');
  const serverData = path.join(dir, 'server');
  const restoredData = path.join(dir, 'restored');
  let server: ServerProcess | undefined;
  const baseUrl = () => server?.baseUrl ?? '';

  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a running server during writes, and restores into an empty folder', async () => {
    server = startServerProcess(serverData, await freePort());
    await serverReady(server);
    expect(statSync(localAccessFile(serverData)).mode & 0o777).toBe(0o600);

    const cookie = await demoSignIn(server.baseUrl);
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        const res = await fetch(`${baseUrl()}/api/user/preferences`, {
          method: 'PATCH',
          headers: { cookie, 'content-type': 'application/json', origin: baseUrl() },
          body: JSON.stringify({ showHiddenRecipes: writes % 2 === 0 }),
        });
        await res.arrayBuffer();
        if (res.status === 200) writes += 1;
      }
    })();
    const online = path.join(dir, 'online.zip');
    const backup = await run('backup.mjs', ['--out', online], serverData);
    writing = false;
    await writer;
    expect(backup.stderr).not.toContain('Error');
    expect(backup.code).toBe(0);
    const summary = JSON.parse(backup.stdout.trim()) as Record<string, unknown>;
    expect(summary).toMatchObject({ file: online, database: 'pglite', via: 'server' });
    expect(summary.images).toBeGreaterThan(0);
    expect(writes).toBeGreaterThan(0);
    const manifest = await verifyBackup(online);
    expect(manifest.tables.recipes!.rows).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(localAccessFile(serverData))).toBe(false);
    const offline = await run('backup.mjs', ['--out', path.join(dir, 'offline.zip')], serverData);
    expect(offline.code).toBe(0);
    expect(JSON.parse(offline.stdout.trim())).toMatchObject({ via: 'database' });

    const restore = await run('restore.mjs', [online], restoredData);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = JSON.parse(restore.stdout.trim()) as Record<string, number>;
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    expect(restored).toMatchObject({ rows, images: Object.keys(manifest.images).length });

    const again = await run('restore.mjs', [online], restoredData);
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('--replace');
    const replaced = await run('restore.mjs', [online, '--replace'], restoredData);
    expect(replaced.code).toBe(0);
    expect(JSON.parse(replaced.stdout.trim())).toMatchObject({ rows });
  }, 240_000);
});

async function demoSignIn(baseUrl: string) {
  const users = (await (await fetch(`${baseUrl}/api/auth/demo-users`)).json()) as { id: number }[];
  const response = await fetch(`${baseUrl}/api/auth/demo-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ userId: users[0]!.id }),
  });
  expect(response.status).toBe(204);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
