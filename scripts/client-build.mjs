import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'dist/web/.build-stamp');
const CLIENT_SOURCES = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'build-tools',
  'package-lock.json',
];

function newestMtime(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, child) => Math.max(max, newestMtime(path.join(entry, child))),
    0,
  );
}

/** Builds the client with Vite unless dist/web is newer than every client source file. */
export function buildClientIfStale() {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(...CLIENT_SOURCES.map(newestMtime));
  if (builtAt > changedAt) return false;
  console.log('Building the web client (first start or sources changed)...');
  buildClient();
  return true;
}

/** Builds the client with Vite now and stamps dist/web; exits the process if the build fails. */
export function buildClient() {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}
