/**
 * Server memory and start time, the built server next to the tsx one it replaced, in one run:
 *
 *   npx tsx bench/server-memory.ts                 (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/server-memory.ts
 *                                                  (PGlite, then PostgreSQL)
 *
 * Runs the real server as a child process (`node scripts/serve-built.mjs` with the Node flags of
 * the `start` script, what `npm start` runs after its build step, against
 * `node --import tsx src/server/server.ts`, what it ran before), and reports
 * min/median/max of BENCH_ROUNDS (3) starts of each, alternating:
 * - first start on a fresh database (migrate, demo seed, image maintenance): peak RSS of the
 *   server and of any process it starts (PGlite's initdb child);
 * - later start on a database with 2,000 bench recipes (bench/seed-many-recipes.ts, then
 *   ANALYZE): time from spawn to the first 200 of /api/health, then RSS after the main pages'
 *   API routes were requested a few hundred times.
 * BENCH_FLAG_VARIANTS (see variants() in server-memory-process.ts) compares settings instead of tsx.
 * Goals (product rule: memory-budget): RSS after warming ≤ 250 MB on PGlite and ≤ 150 MB on
 * PostgreSQL, first start peak ≤ 600 MB, later start ≤ 3 s.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { analyzeDatabase } from '#server/db/db-maintenance';
import { runMigrations } from '#server/db/migrate';
import { PROJECT_ROOT } from '#server/lib/project-root';
import { signInAs } from '#server/test-support/factories';
import { seedManyRecipes, type BenchSeed } from './seed-many-recipes';
import { PGLITE, postgresKind, type StoreKind } from './server-memory-stores';
import {
  msToFirstHealthyAnswer,
  readMemoryMb,
  startServer,
  variants,
  waitForOutput,
  type RunningServer,
} from './server-memory-process';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_REQUESTS = Number(process.env.BENCH_WARM_REQUESTS ?? 400);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const VARIANTS = variants(PROJECT_ROOT);

type Figures = Record<string, number[]>; // "metric|variant" → one value per round
const record = (figures: Figures, metric: string, variant: string, value: number) =>
  (figures[`${metric}|${variant}`] ??= []).push(value);

/** The API calls the recipes, meal plan and shopping pages make, in turn, 4 at a time. */
async function warm(server: RunningServer, seed: BenchSeed, cookie: string) {
  const { familyId, userId } = seed;
  const routes = [
    '/api/auth/user',
    '/api/auth/is-super-admin',
    '/api/user/cookbook-roles',
    '/api/user/preferences',
    '/api/user/active-cookbooks',
    `/api/user-families/user/${userId}/family/${familyId}`,
    `/api/families/${familyId}/recipes`,
    `/api/families/${familyId}/meal-plans?startDate=2026-11-22&endDate=2026-11-28`,
    `/api/families/${familyId}/staged-recipes`,
    '/api/cookbooks',
    '/api/units',
  ];
  let next = 0;
  const worker = async () => {
    while (next < WARM_REQUESTS) {
      const route = routes[next++ % routes.length]!;
      const res = await fetch(`${server.baseUrl}${route}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${route} answered ${res.status}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function measureFirstStarts(kind: StoreKind, figures: Figures) {
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of VARIANTS) {
      const store = await kind.fresh();
      const env = { ...store.env, SEED_DEMO_DATA: 'true' };
      const server = startServer(PROJECT_ROOT, variant, env, PORT);
      try {
        await waitForOutput(server, 'image maintenance done');
        const serverPeak = readMemoryMb(server.pid)!.peakMb;
        record(figures, 'first start peak, server process (MB)', variant.label, serverPeak);
        const anyPeak = Math.max(serverPeak, server.descendantPeakMb());
        record(figures, 'first start peak, any process (MB)', variant.label, anyPeak);
      } finally {
        await server.stop();
        await store.drop();
      }
    }
  }
}

/** Migrated, 2,000 bench recipes (the bench seed expects no other recipes), signed in. */
async function seedTemplate(kind: StoreKind) {
  const template = await kind.fresh();
  const handle = await template.open();
  await runMigrations(handle);
  const seed = await seedManyRecipes(handle.db, { visible: RECIPES, ingredientsPerRecipe: 8 });
  const { cookie } = await signInAs(handle.db, seed.userId);
  // What the server does after migrations and seeding: the bulk insert is no different.
  await analyzeDatabase(handle.db);
  await handle.close();
  return { template, seed, cookie };
}

async function measureLaterStarts(kind: StoreKind, figures: Figures) {
  const { template, seed, cookie } = await seedTemplate(kind);
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of VARIANTS) {
      const store = await template.copy();
      const startedAt = performance.now();
      const env = { ...store.env, SEED_DEMO_DATA: 'false' };
      const server = startServer(PROJECT_ROOT, variant, env, PORT);
      try {
        const ms = await msToFirstHealthyAnswer(server, startedAt);
        record(figures, 'later start to first 200 (s)', variant.label, ms / 1000);
        await warm(server, seed, cookie);
        const memory = readMemoryMb(server.pid)!;
        record(figures, 'RSS after warming (MB)', variant.label, memory.rssMb);
        record(figures, 'peak RSS by then (MB)', variant.label, memory.peakMb);
      } finally {
        await server.stop();
        await store.drop();
      }
    }
  }
  await template.drop();
}

function report(kind: StoreKind, figures: Figures) {
  const rssGoal = kind === PGLITE ? 250 : 150;
  const goals: Record<string, number | undefined> = {
    'RSS after warming (MB)': rssGoal,
    'first start peak, server process (MB)': 600,
    'first start peak, any process (MB)': 600,
    'later start to first 200 (s)': 3,
  };
  const metrics = [...new Set(Object.keys(figures).map((key) => key.split('|')[0]!))];
  const cell = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const digits = sorted[0]! < 10 ? 2 : 0;
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return [sorted[0]!, median, sorted.at(-1)!].map((v) => v.toFixed(digits)).join(' / ');
  };
  console.log(`\n${kind.label}: min / median / max of ${ROUNDS}`);
  console.log(
    `${''.padEnd(40)}${VARIANTS.map((v) => v.label.padEnd(24)).join('')}goal (built, median)`,
  );
  for (const metric of metrics) {
    const cells = VARIANTS.map((v) => cell(figures[`${metric}|${v.label}`]!).padEnd(24));
    const goal = goals[metric];
    const built = [...figures[`${metric}|${VARIANTS[0]!.label}`]!].sort((a, b) => a - b);
    const verdict =
      goal === undefined
        ? ''
        : `≤ ${goal}: ${built[Math.floor(built.length / 2)]! <= goal ? 'PASS' : 'MISS'}`;
    console.log(`${metric.padEnd(40)}${cells.join('')}${verdict}`);
  }
}

async function main() {
  const build = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/server-build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server build failed');
  const url = process.env.BENCH_DATABASE_URL;
  const kinds = url ? [PGLITE, postgresKind(url)] : [PGLITE];
  console.log(
    `Server memory benchmark: ${RECIPES} recipes, ${WARM_REQUESTS} warming requests; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ` +
      `load average ${os.loadavg()[0]!.toFixed(2)} at the start`,
  );
  for (const kind of kinds) {
    const figures: Figures = {};
    await measureFirstStarts(kind, figures);
    await measureLaterStarts(kind, figures);
    report(kind, figures);
  }
  console.log(`load average ${os.loadavg()[0]!.toFixed(2)} at the end`);
}

main().catch((error: unknown) => {
  // A failed bulk insert's message lists thousands of parameters: the cause says what failed.
  console.error(error instanceof Error ? (error.cause ?? error.message.slice(0, 2000)) : error);
  process.exit(1);
});
