// `npm run test:e2e:load [runs]`: the end-to-end suite several times in a row (3 by default)
// beside a CPU hog that keeps one core busy, as on a loaded 2-core CI machine. Every run must
// pass; each run's time is printed. A flake found here is fixed with a wait on a condition,
// never a longer wait; only a journey that is merely slow gets a larger budget.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './client-build.mjs';
import { E2E_SUITE_ARGS } from './e2e-suite.mjs';

const runs = Number(process.argv[2] ?? 3);
const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    console.log(`\n=== End-to-end run ${run} of ${runs}, beside a CPU hog ===`);
    const started = performance.now();
    const result = spawnSync(process.execPath, E2E_SUITE_ARGS, { cwd: ROOT, stdio: 'inherit' });
    results.push({ run, passed: result.status === 0, ms: performance.now() - started });
  }
} finally {
  hog.kill();
}
console.log('\n=== End-to-end runs beside a CPU hog ===');
for (const { run, passed, ms } of results)
  console.log(`run ${run}: ${passed ? 'passed' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
