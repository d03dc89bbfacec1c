// The production server: src/server/server.ts bundled by esbuild into dist/server/server.js,
// so `npm start` runs plain JavaScript instead of loading tsx and esbuild at run time
// (docs/decisions/019-compiled-server-and-database-tuning.md). Dependencies stay in
// node_modules (`packages: 'external'`); only the app's own modules are bundled, with the
// `#server/*` and `#shared/*` imports resolved from package.json at build time.
//
//   node scripts/server-build.mjs          build now (what `npm run build` runs)
//   import { buildServerIfStale } ...      build only when a bundled source changed
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT } from './client-build.mjs';

export const SERVER_DIST_DIR = path.join(ROOT, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_DIST_DIR, 'server.js');
/**
 * Entry points, each bundled to dist/server/<name>.js. Worker threads are entries of their
 * own: the server finds them beside server.js (src/server/modules/import/import-reader.ts,
 * src/server/modules/app-import/app-export-reader.ts, src/server/db/pglite-worker/pglite-in-worker.ts).
 */
const ENTRIES = {
  server: 'src/server/server.ts',
  'import-worker': 'src/server/modules/import/import-worker.ts',
  'app-import-worker': 'src/server/modules/app-import/app-import-worker.ts',
  'import-app': 'src/server/cli/import-app.ts',
  backup: 'src/server/cli/backup.ts',
  restore: 'src/server/cli/restore.ts',
  'pglite-worker': 'src/server/db/pglite-worker/pglite-thread.ts',
};
export const IMPORT_WORKER_ENTRY = path.join(SERVER_DIST_DIR, 'import-worker.js');
export const IMPORT_APP_ENTRY = path.join(SERVER_DIST_DIR, 'import-app.js');
export const BACKUP_ENTRY = path.join(SERVER_DIST_DIR, 'backup.js');
export const RESTORE_ENTRY = path.join(SERVER_DIST_DIR, 'restore.js');
const BUNDLES = Object.keys(ENTRIES).map((name) => path.join(SERVER_DIST_DIR, `${name}.js`));
/** The sources of the last build (esbuild's metafile inputs), whose mtimes decide staleness. */
const STAMP = path.join(SERVER_DIST_DIR, '.build-stamp.json');
/** Files that change the bundle without being bundled themselves. */
const BUILD_INPUTS = ['package.json', 'tsconfig.json', 'scripts/server-build.mjs'];

/** Builds the server bundle; returns nothing, throws on a build error. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const startedAt = new Date();
  // Built in a private folder and renamed into place, so a server starting meanwhile (two
  // end-to-end runs on two ports) never imports a half-written file.
  const staging = path.join(SERVER_DIST_DIR, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      outdir: staging,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      metafile: true,
      logLevel: 'warning',
    });
    for (const name of Object.keys(ENTRIES)) {
      for (const file of [`${name}.js`, `${name}.js.map`]) {
        renameSync(path.join(staging, file), path.join(SERVER_DIST_DIR, file));
      }
    }
    const inputs = [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS];
    writeFileSync(STAMP, JSON.stringify({ builtAt: startedAt.toISOString(), inputs }, null, 1));
    // The stamp's time is when the build started: a source saved during the build is newer.
    utimesSync(STAMP, startedAt, startedAt);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** True when there is no bundle, or one of the files it was built from changed since. */
export function isServerBuildStale() {
  if (!existsSync(STAMP) || !BUNDLES.every((bundle) => existsSync(bundle))) {
    return true;
  }
  const builtAt = statSync(STAMP).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(STAMP, 'utf8'));
  // A new source file only enters the bundle through an edit of a file already in it.
  return inputs.some((input) => {
    const full = path.join(ROOT, input);
    return !existsSync(full) || statSync(full).mtimeMs >= builtAt;
  });
}

/**
 * Builds the server in a child process when stale: esbuild's service would otherwise stay
 * alive beside the server for as long as it runs.
 */
export function buildServerIfStale({ stdoutFree = false } = {}) {
  if (!isServerBuildStale()) return false;
  // A command whose output is data (import:app prints one JSON line) keeps stdout for it.
  const say = stdoutFree ? console.error : console.log;
  say('Building the server (first start or sources changed)...');
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
    cwd: ROOT,
    stdio: stdoutFree ? ['inherit', 2, 'inherit'] : 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // esbuild has already printed the errors with their source lines; the stack adds nothing.
  await buildServer().catch(() => process.exit(1));
}
