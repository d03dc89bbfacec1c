import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist/server/.build-stamp.json');
type BuildModule = {
  buildServerIfStale: () => boolean;
  isServerBuildStale: () => boolean;
  IMPORT_WORKER_ENTRY: string;
};
const load = () => import(path.join(ROOT, 'scripts/server-build.mjs')) as Promise<BuildModule>;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The bundle `npm start` runs (docs/decisions/019-compiled-server-and-database-tuning.md). */
describe('the built server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-built-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is rebuilt only when a file it was built from is newer than the build', async () => {
    const { buildServerIfStale, isServerBuildStale } = await load();
    buildServerIfStale();
    expect(isServerBuildStale()).toBe(false);
    const builtAt = statSync(STAMP).mtime;
    const source = path.join(ROOT, 'src/server/lib/project-root.ts');
    const sourceTimes = statSync(source);
    // The stamp made older than a bundled source: as if that source were saved after a build.
    utimesSync(STAMP, new Date(sourceTimes.mtimeMs - 1000), new Date(sourceTimes.mtimeMs - 1000));
    expect(isServerBuildStale()).toBe(true);
    utimesSync(STAMP, builtAt, builtAt);
    expect(isServerBuildStale()).toBe(false);
  }, 30_000);

  it('bundles the import worker beside the server, and it reads a page on plain Node', async () => {
    const { buildServerIfStale, IMPORT_WORKER_ENTRY } = await load();
    buildServerIfStale();
    // The same messages the server's pool sends (src/server/lib/worker-pool/serve-tasks.ts).
    const worker = new Worker(IMPORT_WORKER_ENTRY);
    const recipe = { '@type': 'Recipe', name: 'Leek Soup', recipeIngredient: ['3 leeks'] };
    const html = `<script type="application/ld+json">${JSON.stringify({
      ...recipe,
      recipeInstructions: ['Soften the leeks.'],
    })}</script>`;
    const body = new TextEncoder().encode(html);
    try {
      const answer = await new Promise<{ type: string; result?: { title: string } }>(
        (resolve, reject) => {
          worker.on('error', reject);
          worker.on('message', (message: { type: string }) => {
            if (message.type !== 'ready') resolve(message);
            else worker.postMessage({ id: 1, task: { kind: 'page', body, pageUrl: 'https://x/' } });
          });
        },
      );
      expect(answer).toMatchObject({ type: 'done', result: { title: 'Leek Soup' } });
    } finally {
      await worker.terminate();
    }
  }, 60_000);

  it('migrates a new data folder from dist/server, serves, and shuts down on SIGTERM', async () => {
    const { buildServerIfStale } = await load();
    buildServerIfStale();
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/serve-built.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const check = () => output.includes('Family Cookbook is ready') && resolve();
      child.stdout.on('data', check);
      void exited.then(() => reject(new Error(`server exited before it was ready:\n${output}`)));
    });
    // Ready means the migrations were found and applied: drizzle throws when the folder is wrong.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 120_000);
});
