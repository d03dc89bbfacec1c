/**
 * Reads while others write (product rule: mixed-load-budget): the family's recipe list read by
 * clients of which every fifth request is a write (a note, a meal plan, a shopping list tick, a
 * recipe edit), against the same clients reading only, on PGlite and on PostgreSQL.
 *
 *   npx tsx bench/mixed-load.ts
 *
 * For each database: seeds a family (bench/seed-many-recipes.ts) with a week of meal plans and
 * its shopping list, starts the built server as `npm start` runs it, in its own process, and
 * drives it from another process (bench/mixed-load-client.ts). Each round runs, for each
 * number of clients, the reads alone ("quiet") and then the mix; the ratio of the mix's read
 * p99 to the quiet read p99 is taken within the round. Figures are min / median / max over
 * the rounds. Goal: that ratio ≤ 3 (median of the rounds).
 * PostgreSQL: a fresh database on BENCH_DATABASE_URL's server (by default the local one),
 * dropped afterwards; BENCH_DATABASES=pglite skips it.
 * Load shedding is off (MAX_LOOP_DELAY_MS=0): every request is measured to its answer, none
 * refused with a quick 503. The server's RSS at the end is printed.
 * Options: BENCH_RECIPES (2000), BENCH_CLIENTS (10,50), BENCH_ROUNDS (5), BENCH_SECONDS (5),
 * BENCH_WRITES (note,plan,tick,edit: which writes the mix takes in turn).
 */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { analyzeDatabase } from '#server/db/db-maintenance';
import { runMigrations } from '#server/db/migrate';
import { categories, cookbooks, recipes } from '#server/db/schema';
import { PROJECT_ROOT } from '#server/lib/project-root';
import { grantEditor, signInAs } from '#server/test-support/factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { freePort } from '#server/test-support/server-process';
import { summarize, type LoadFigures } from './http-load';
import {
  WRITE_KINDS,
  type MixedLoadOptions,
  type MixedSample,
  type WriteKind,
} from './mixed-load-client';
import { seedManyRecipes } from './seed-many-recipes';
import {
  msToFirstHealthyAnswer,
  readMemoryMb,
  startServer,
  variants,
} from './server-memory-process';
import { PGLITE, postgresKind, type StoreKind } from './server-memory-stores';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 2000);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '10,50').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const WRITES = (process.env.BENCH_WRITES?.split(',') ?? WRITE_KINDS) as WriteKind[];
const GOAL_RATIO = 3;
const WRITE_EVERY = 5;
const WEEK_START = '2030-01-06';
/** What Chromium sends with every API call that matters to the answer. */
const BROWSER_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br, zstd' };

type Family = Omit<
  MixedLoadOptions,
  | 'baseUrl'
  | 'connections'
  | 'durationMs'
  | 'warmupMs'
  | 'writeEvery'
  | 'writeKinds'
  | 'shoppingItemIds'
>;
type Round = {
  quiet: LoadFigures;
  reads: LoadFigures;
  writes: LoadFigures;
  load: number;
  failures: Record<string, number>;
};

/** The family, its editor's session, a week of meals to shop for; returns what clients need. */
async function seedFamily(kind: StoreKind) {
  const store = await kind.fresh();
  const handle = await store.open();
  await runMigrations(handle);
  const { db } = handle;
  const seed = await seedManyRecipes(db, { visible: RECIPES, ingredientsPerRecipe: 8 });
  const [book] = await db
    .select()
    .from(cookbooks)
    .where(eq(cookbooks.name, 'Bench Family Kitchen'));
  const [category] = await db.select().from(categories).where(eq(categories.cookbookId, book!.id));
  await grantEditor(db, seed.userId, book!.id);
  const ownRecipes = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.cookbookId, book!.id), eq(recipes.categoryId, category!.id)))
    .orderBy(asc(recipes.id))
    .limit(Math.max(...CLIENTS) + 21);
  const recipeIds = ownRecipes.map((r) => r.id);
  for (const [i, recipeId] of recipeIds.slice(-21).entries()) {
    const day = `2030-01-${String(6 + (i % 7)).padStart(2, '0')}`;
    await createMealPlan(db, {
      familyId: seed.familyId,
      day,
      recipeId,
      mealType: i < 7 ? 'Breakfast' : i < 14 ? 'Lunch' : 'Dinner',
    });
  }
  const session = await signInAs(db, seed.userId);
  await analyzeDatabase(db);
  await handle.close();
  const family: Family = {
    headers: { ...BROWSER_HEADERS, ...session },
    familyId: seed.familyId,
    recipeIds: recipeIds.slice(0, -21),
    cookbookId: book!.id,
    categoryId: category!.id,
  };
  return { store, family };
}

/** Runs the clients in their own process; resolves with their sample. */
function loadInChild(options: MixedLoadOptions): Promise<MixedSample> {
  const script = path.join(PROJECT_ROOT, 'bench/mixed-load-client.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as MixedSample);
      else reject(new Error(`load generator exited with ${code}`));
    });
  });
}

async function benchDatabase(kind: StoreKind) {
  const { store, family } = await seedFamily(kind);
  const port = await freePort();
  const server = startServer(
    PROJECT_ROOT,
    variants(PROJECT_ROOT)[0]!,
    { ...store.env, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', MAX_LOOP_DELAY_MS: '0' },
    port,
  );
  const rounds = new Map<number, Round[]>(CLIENTS.map((clients) => [clients, []]));
  let rssMb = 0;
  try {
    await msToFirstHealthyAnswer(server, performance.now());
    const generated = await fetch(`${server.baseUrl}/api/shopping-lists`, {
      method: 'POST',
      headers: { ...family.headers, origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({
        shoppingList: {
          familyId: family.familyId,
          weekStartDate: WEEK_START,
          weekEndDate: '2030-01-12',
          mealPlanHash: '',
        },
        generateFromMealPlans: true,
        forceRegenerate: true,
        items: [],
      }),
    });
    const weekly = (await generated.json()) as { shoppingList: { items: { id: number }[] } };
    const shoppingItemIds = weekly.shoppingList.items.map((item) => item.id);
    const run = (connections: number, writeEvery: number) =>
      loadInChild({
        ...family,
        baseUrl: server.baseUrl,
        connections,
        durationMs: SECONDS * 1000,
        warmupMs: 1000,
        writeEvery,
        writeKinds: WRITES,
        shoppingItemIds,
      });
    await run(10, 0); // warms the list cache, the JIT and the connections
    for (let round = 1; round <= ROUNDS; round++) {
      for (const clients of CLIENTS) {
        const quiet = await run(clients, 0);
        const mixed = await run(clients, WRITE_EVERY);
        rounds.get(clients)!.push({
          quiet: summarize([quiet.reads]),
          reads: summarize([mixed.reads]),
          writes: summarize([mixed.writes]),
          load: os.loadavg()[0]!,
          failures: mixed.failures,
        });
      }
    }
    rssMb = readMemoryMb(server.pid)?.rssMb ?? 0;
  } finally {
    await server.stop();
    await store.drop();
  }
  return { rounds, rssMb };
}

const spread = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return {
    median,
    text: [sorted[0]!, median, sorted.at(-1)!].map((v) => v.toFixed(digits)).join(' / '),
  };
};

function report(label: string, { rounds, rssMb }: Awaited<ReturnType<typeof benchDatabase>>) {
  console.log(`\n${label}: server RSS ${rssMb.toFixed(0)} MB after the rounds`);
  for (const [clients, list] of rounds) {
    console.log(`\n${label}, ${clients} clients (${list.length} rounds; min / median / max)`);
    const row = (name: string, pick: (round: Round) => LoadFigures) => {
      const of = (get: (figures: LoadFigures) => number) =>
        spread(list.map((r) => get(pick(r)))).text;
      console.log(
        `  ${name.padEnd(14)} req/s ${of((f) => f.requestsPerSecond).padEnd(20)} p50 ${of((f) => f.latencyMs.p50).padEnd(16)} ` +
          `p99 ${of((f) => f.latencyMs.p99).padEnd(20)} max ${of((f) => f.latencyMs.max).padEnd(20)} errors ${of((f) => f.errors)}`,
      );
    };
    row('quiet reads', (r) => r.quiet);
    row('mixed reads', (r) => r.reads);
    row('mixed writes', (r) => r.writes);
    // A round in which no read answered in time counts as missed (Infinity), not as met.
    const ratio = spread(
      list.map((r) => r.reads.latencyMs.p99 / r.quiet.latencyMs.p99 || Infinity),
      2,
    );
    const met = ratio.median <= GOAL_RATIO;
    console.log(
      `  read p99 ÷ quiet p99: ${ratio.text}  goal ≤ ${GOAL_RATIO}: ${met ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  load average (1 min) per round: ${list.map((r) => r.load.toFixed(1)).join(', ')}`,
    );
    const failures = list.flatMap((r) => Object.entries(r.failures).map(([k, n]) => `${k}×${n}`));
    if (failures.length) console.log(`  failed answers: ${failures.join(', ')}`);
  }
}

async function main() {
  const build = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/server-build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server build failed');
  console.log(
    `Mixed load benchmark: ${RECIPES} recipes, ${CLIENTS.join(' and ')} clients, 1 request in ${WRITE_EVERY} a write ` +
      `(${WRITES.join(', ')}), ` +
      `${SECONDS} s a run; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)} at the start`,
  );
  const kinds = DATABASES.map((name) =>
    name === 'postgres' ? postgresKind(DATABASE_URL) : PGLITE,
  );
  for (const kind of kinds) report(kind.label, await benchDatabase(kind));
  console.log(`\nload average ${os.loadavg()[0]!.toFixed(2)} at the end`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.cause ?? error.message.slice(0, 2000)) : error);
  process.exit(1);
});
