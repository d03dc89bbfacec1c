/**
 * The shopping list offline (issue 28, docs/decisions/048): how long two phones take to show
 * the same list once the offline one is back online, with five ticks queued on it and one of
 * them changed meanwhile on the other. Goal: within 2 s.
 *
 *   node --import tsx bench/offline-converge.ts            (BENCH_RUNS journeys, default 5)
 *
 * Runs the real journey (e2e/offline-shopping-list.spec.ts, real Chromium, the app on the
 * embedded database on 127.0.0.1) BENCH_RUNS times in one worker; each run notes the time from
 * `setOffline(false)` to the moment both pages show the converged list (watched every frame).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const log = join(mkdtempSync(join(tmpdir(), 'offline-converge-')), 'figures.jsonl');

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--project=chromium',
    'e2e/offline-shopping-list.spec.ts',
    `--repeat-each=${RUNS}`,
    '--workers=1',
    '--reporter=line',
  ],
  { stdio: 'inherit', env: { ...process.env, OFFLINE_CONVERGED_LOG: log } },
);
if (run.status !== 0) {
  console.error('The journey failed; no figures.');
  process.exit(1);
}

const figures = readFileSync(log, 'utf8')
  .trim()
  .split('\n')
  .map((line) => (JSON.parse(line) as { convergedMs: number }).convergedMs)
  .sort((a, b) => a - b);
const median = figures[Math.floor(figures.length / 2)]!;
console.log(
  `offline convergence over ${figures.length} runs: median ${median} ms, ` +
    `max ${figures.at(-1)} ms, all ${figures.join(', ')} ms (goal < 2000 ms)`,
);
