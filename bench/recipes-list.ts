/**
 * GET /api/families/:familyId/recipes under load, next to a bare Fastify route sending the
 * same bytes precomputed, in one run:
 *
 *   npx tsx bench/recipes-list.ts            (in-memory PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/recipes-list.ts
 *
 * Seeds a migrated database with 2,000 visible recipes (8 ingredients each, plus recipes the
 * list must filter out), starts the real app on 127.0.0.1 with a signed-in session, and
 * drives both servers with 10 keep-alive connections for 10 s each, from a separate process,
 * in alternating rounds with a warm-up each.
 * Goal (issue 3): at least half the precomputed throughput, p99 under 50 ms.
 * Options: BENCH_RECIPES, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_ROUNDS.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openBenchDatabase } from './bench-database';
import { runMigrations } from '#server/db/migrate';
import { signInAs } from '#server/test-support/factories';
import { summarize, type LoadFigures, type LoadOptions, type LoadSample } from './http-load';
import { seedManyRecipes } from './seed-many-recipes';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GOAL = { ratio: 0.5, p99Ms: 50 };
const here = path.dirname(fileURLToPath(import.meta.url));

/** The load generator runs in its own process so it does not compete with the server. */
function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadSample> {
  const options: LoadOptions = {
    url,
    headers,
    connections: CONNECTIONS,
    durationMs: seconds * 1000,
    warmupMs: 1000,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'http-load.ts'), JSON.stringify(options)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as LoadSample);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

function row(label: string, r: LoadFigures) {
  const l = r.latencyMs;
  return (
    `${label.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s ` +
    `${(r.bytesPerSecond / 1e6).toFixed(0).padStart(5)} MB/s  ` +
    `p50 ${l.p50.toFixed(1).padStart(5)} ms  p90 ${l.p90.toFixed(1).padStart(5)} ms  ` +
    `p99 ${l.p99.toFixed(1).padStart(5)} ms  max ${l.max.toFixed(0).padStart(4)} ms  ` +
    `errors ${r.errors}`
  );
}

async function main() {
  const started = performance.now();
  const handle = await openBenchDatabase();
  await runMigrations(handle);
  const seed = await seedManyRecipes(handle.db, { visible: RECIPES, ingredientsPerRecipe: 8 });
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const app = await buildApp({ config, db: handle.db });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = await signInAs(handle.db, seed.userId);
  const listUrl = `${appUrl}/api/families/${seed.familyId}/recipes`;

  const coldStart = performance.now();
  const first = await fetch(listUrl, { headers });
  const bytes = Buffer.from(await first.arrayBuffer());
  const coldMs = performance.now() - coldStart;
  const count = (JSON.parse(bytes.toString()) as unknown[]).length;
  if (first.status !== 200 || count !== seed.listSize) {
    throw new Error(`unexpected list: status ${first.status}, ${count} recipes`);
  }

  // The yardstick: Fastify sending the very same bytes, with nothing to compute.
  const bare = Fastify({ logger: false });
  bare.get('/precomputed', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  );
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const targets = [
    { label: 'Fastify, precomputed bytes', url: `${bareUrl}/precomputed`, headers: {} },
    { label: 'GET family recipes (the app)', url: listUrl, headers },
    // Context: a small signed-in, family-scoped request of this app (session user from
    // memory or one query, a membership query, a 70-byte answer).
    {
      label: 'small family request (context)',
      url: `${appUrl}/api/user-families/user/${seed.userId}/family/${seed.familyId}`,
      headers,
    },
  ];
  console.log(
    `Recipe list benchmark: ${handle.label}, ${count} recipes in the list ` +
      `(${(bytes.length / 1024).toFixed(0)} KiB), seeded in ${seededIn} s; first (uncached) ` +
      `list request ${coldMs.toFixed(0)} ms; ${CONNECTIONS} connections, ${SECONDS} s per ` +
      `target in ${ROUNDS} alternating rounds; Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const busy = os.loadavg()[0]!;
  if (busy > 0.5) {
    console.log(`Warning: load average ${busy.toFixed(2)} before the run; figures will be noisy.`);
  }
  // Alternating rounds spread any background load over all targets alike.
  const samples = targets.map(() => [] as LoadSample[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      samples[i]!.push(await load(target.url, target.headers, SECONDS / ROUNDS));
    }
  }
  const [baseline, real] = samples.map(summarize) as [LoadFigures, LoadFigures, LoadFigures];
  for (const [i, target] of targets.entries())
    console.log(row(target.label, summarize(samples[i]!)));

  const ratio = real.requestsPerSecond / baseline.requestsPerSecond;
  const ok = ratio >= GOAL.ratio && real.latencyMs.p99 < GOAL.p99Ms && real.errors === 0;
  console.log(
    `Throughput ratio ${(ratio * 100).toFixed(0)}% of precomputed (goal ≥ ${GOAL.ratio * 100}%), ` +
      `p99 ${real.latencyMs.p99.toFixed(2)} ms (goal < ${GOAL.p99Ms} ms): ` +
      (ok ? 'goal met' : 'GOAL MISSED'),
  );

  await bare.close();
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
