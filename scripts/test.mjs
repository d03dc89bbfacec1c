// `npm test`: every check. Types and lint first (cheap, and they catch what tests miss), then
// Vitest (unit, components, API routes on PGlite and, when TEST_DATABASE_URL is set, again on
// PostgreSQL), then Playwright end-to-end in Chromium (the screenshot specs run apart, with
// `npm run screenshots`). Each stage's time and the total are printed at the end.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './client-build.mjs';
import { E2E_SUITE_ARGS } from './e2e-suite.mjs';
import { MIGRATIONS_CORPUS_DIR } from './migrations-corpus.mjs';

const started = performance.now();
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function printTimings() {
  console.log('\n=== Times ===');
  for (const { label, ms } of timings) console.log(`${seconds(ms).padStart(8)}  ${label}`);
  console.log(`${seconds(performance.now() - started).padStart(8)}  in all`);
}

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const stageStarted = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  timings.push({ label, ms: performance.now() - stageStarted });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    printTimings();
    process.exit(result.status ?? 1);
  }
}

if (!process.env.TEST_DATABASE_URL) {
  if (process.env.CI === 'true') {
    console.error('CI=true needs TEST_DATABASE_URL: CI runs the route tests on PostgreSQL too.');
    process.exit(1);
  }
  console.log('TEST_DATABASE_URL is not set: route tests run on PGlite only.');
} else {
  console.log('Route tests run on PGlite and on PostgreSQL (TEST_DATABASE_URL).');
}
// Other apps' real exports are test data beside the checkout, not part of it: where they are
// missing, their tests cannot run, and this says so loudly rather than failing a fresh clone.
if (MIGRATIONS_CORPUS_DIR) {
  console.log(`Other apps' exports are read from ${MIGRATIONS_CORPUS_DIR}.`);
} else {
  console.log(
    "WARNING: no other apps' exports (../shared/corpus/migrations or MIGRATIONS_CORPUS_DIR): the import-from-another-app corpus tests do not run.",
  );
}
run('TypeScript', [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit']);
run('ESLint', [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '.']);
run('Prettier', [
  path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'),
  '--check',
  '.',
  '--log-level',
  'warn',
]);
run('Vitest: unit, component and route tests', [
  path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
  'run',
]);
run('Playwright: end-to-end tests in Chromium', E2E_SUITE_ARGS);
printTimings();
