import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '#server/lib/project-root';
import { PgliteInWorker } from './pglite-worker/pglite-in-worker';

/**
 * PostgreSQL settings for the server's PGlite, measured with bench/server-memory.ts
 * (docs/decisions/019-compiled-server-and-database-tuning.md). PGlite's default
 * shared_buffers is 128 MB, allocated inside the WASM heap and touched as pages are read:
 * 32 MB (stock PostgreSQL's default) held the 2,000-recipe list's working set at the same
 * speed for ~110 MB less RSS. PGlite passes these on top of its own defaults.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * glibc keeps large freed blocks in its heaps unless they were mapped on their own: a fixed
 * 128 kB mmap threshold (glibc's start value, which it otherwise raises as it goes) hands V8's
 * freed compiler memory back. `npm start` sets the same (decision 024).
 */
const RETURN_FREED_MEMORY = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Creates the data folder (initdb) in a short-lived child process when it does not exist yet.
 * initdb runs a second PostgreSQL instance and a copy of its heap: done in the server itself
 * it peaked near 800 MB, and WASM memory is never given back, so the server carried it for
 * as long as it ran. The child's memory is returned when it exits.
 */
async function initializeInChildProcess(dir: string) {
  // Evaluated as ESM with the project root as cwd, so the bare import resolves from
  // node_modules both under tsx (src/server) and in the bundle (dist/server).
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const [dir, settings] = JSON.parse(process.argv[1]);
    const params = settings.flatMap((s) => ['-c', s]);
    const db = await PGlite.create(dir, {
      startParams: [...PGlite.defaultStartParams, ...params],
      initDbStartParams: params,
    });
    await db.close();`;
  await promisify(execFile)(
    process.execPath,
    [
      // initdb runs each PostgreSQL function a few times only: compiling them lazily with the
      // baseline compiler alone took ~100 MB off this process's peak at the same speed, and
      // the smallest young generation ~15 MB more (decision 024).
      '--liftoff-only',
      '--wasm-lazy-compilation',
      '--max-semi-space-size=1',
      '--input-type=module',
      '-e',
      script,
      JSON.stringify([dir, PGLITE_SETTINGS]),
    ],
    { cwd: PROJECT_ROOT, env: { ...process.env, ...RETURN_FREED_MEMORY } },
  );
}

/**
 * PGlite persisted in `dir`, in a worker thread (decision 033), initialized first (in a child
 * process) when the folder is new.
 */
export async function openPgliteFolder(dir: string): Promise<PgliteInWorker> {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initializeInChildProcess(dir);
  return PgliteInWorker.open({ dataDir: dir, settings: PGLITE_SETTINGS });
}
