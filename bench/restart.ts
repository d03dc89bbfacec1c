/**
 * Server starts (product rule: start-budget, decision 034), as `npm start` runs the built
 * server, in one run:
 *
 *   npm run build && npx tsx bench/restart.ts          (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/restart.ts
 *                                                        (PGlite, then PostgreSQL)
 *
 * - A later start on a database with BENCH_RECIPES (10,000) recipes that a server has run on
 *   before (its lists saved, decision 032): milliseconds from spawn to listening (the "ready"
 *   log line), to the first 200 of /api/health, and to the first family list (asked for the
 *   moment the server listens, as a returning member's browser might).
 * - A first start on a fresh database with the demo data (PGlite: a new data folder, initdb
 *   included; PostgreSQL: a new database): spawn to listening.
 * Each start's phase lines (decision 034) are collected too. min / median / max of
 * BENCH_ROUNDS (5), with the load average before each start. Every database is a fresh copy
 * (PostgreSQL: `create database … template …`), dropped afterwards.
 * BENCH_SERVER_ENTRIES='label=path,…' starts other bundles in turn (e.g. a saved copy of an
 * earlier build, for before and after in one run); default: dist/server/server.js.
 * Goals: later start ≤ 3 s to listening on both databases, first list ≤ 500 ms after
 * listening, first start ≤ 30 s on PGlite.
 */
import os from 'node:os';
import { PROJECT_ROOT } from '#server/lib/project-root';
import { seedStore } from './recipes-list-setup';
import { serverEntries, spread } from './recipes-list-tools';
import { PGLITE, postgresKind, type Store, type StoreKind } from './server-memory-stores';
import {
  startServer,
  waitForOutput,
  type RunningServer,
  type Variant,
} from './server-memory-process';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const GOAL = { laterStartMs: 3000, firstListMs: 500, firstStartMs: 30_000 };
const READY_LINE = 'Family Cookbook is ready';

type Figures = Map<string, number[]>;
const record = (figures: Figures, name: string, value: number) =>
  figures.set(name, [...(figures.get(name) ?? []), value]);

/** Every "start phase" line the server logged: its phase and milliseconds. */
function phasesOf(server: RunningServer) {
  const phases: { phase: string; ms: number }[] = [];
  for (const line of server.output().split('\n')) {
    const match = /"phase":"([^"]+)","ms":(\d+)/.exec(line);
    if (match) phases.push({ phase: match[1]!, ms: Number(match[2]) });
  }
  return phases;
}

/** Resolves with the time of the first 2xx of `url` (polled), or throws if the server exits. */
async function firstOk(server: RunningServer, url: string, headers: Record<string, string> = {}) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(`${server.baseUrl}${url}`, { headers })
      .then(async (res) => (await res.arrayBuffer(), res.ok))
      .catch(() => false);
    if (ok) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Runs `work` on the server started on `store` (with or without the demo data), from the
 * moment it was spawned, and stops it afterwards.
 */
async function withServer<T>(
  store: Store,
  variant: Variant,
  demo: boolean,
  work: (server: RunningServer, startedAt: number) => Promise<T>,
): Promise<T> {
  const startedAt = performance.now();
  const env = { ...store.env, SEED_DEMO_DATA: String(demo) };
  const server = startServer(PROJECT_ROOT, variant, env, PORT);
  try {
    return await work(server, startedAt);
  } finally {
    await server.stop();
  }
}

/** A migrated database with the bench recipes, a signed-in member, and its lists saved once. */
async function laterStartTemplate(kind: StoreKind, variant: Variant) {
  const { store: template, seed, people } = await seedStore(kind, RECIPES, 0);
  const cookie = people.me.cookie;
  // One run of the server, as before any restart: it warms (and saves) the member's list.
  await withServer(template, variant, false, async (server) => {
    await waitForOutput(server, 'image maintenance done', 600_000);
    await firstOk(server, `/api/families/${seed.familyId}/recipes`, { cookie });
  });
  return { template, seed, cookie };
}

function timeLaterStart(store: Store, variant: Variant, familyId: number, cookie: string) {
  return withServer(store, variant, false, async (server, startedAt) => {
    await waitForOutput(server, READY_LINE);
    const listening = performance.now();
    const [list, health] = await Promise.all([
      firstOk(server, `/api/families/${familyId}/recipes`, { cookie, 'accept-encoding': 'br' }),
      firstOk(server, '/api/health'),
    ]);
    await waitForOutput(server, 'image maintenance done', 600_000);
    return {
      listeningMs: listening - startedAt,
      healthMs: health - startedAt,
      firstListMs: list - listening,
      phases: phasesOf(server),
    };
  });
}

async function timeFirstStart(kind: StoreKind, variant: Variant) {
  const store = await kind.fresh();
  try {
    return await withServer(store, variant, true, async (server, startedAt) => {
      await waitForOutput(server, READY_LINE, 600_000);
      const listeningMs = performance.now() - startedAt;
      await waitForOutput(server, 'image maintenance done', 600_000);
      return { listeningMs, phases: phasesOf(server) };
    });
  } finally {
    await store.drop();
  }
}

async function benchKind(kind: StoreKind, variant: Variant) {
  const figures: Figures = new Map();
  const { template, seed, cookie } = await laterStartTemplate(kind, variant);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const load = os.loadavg()[0]!;
      const store = await template.copy();
      try {
        const later = await timeLaterStart(store, variant, seed.familyId, cookie);
        record(figures, 'later start: to listening (ms)', later.listeningMs);
        record(figures, 'later start: to first /api/health 200 (ms)', later.healthMs);
        record(figures, 'later start: first list after listening (ms)', later.firstListMs);
        for (const { phase, ms } of later.phases) record(figures, `  later phase ${phase}`, ms);
        record(figures, 'load average before each later start', load);
      } finally {
        await store.drop();
      }
      const firstLoad = os.loadavg()[0]!;
      const first = await timeFirstStart(kind, variant);
      record(figures, 'first start (demo data): to listening (ms)', first.listeningMs);
      for (const { phase, ms } of first.phases) record(figures, `  first phase ${phase}`, ms);
      record(figures, 'load average before each first start', firstLoad);
    }
  } finally {
    await template.drop();
  }
  return figures;
}

function report(kind: StoreKind, variant: Variant, figures: Figures) {
  console.log(`\n== ${kind.label}, ${variant.label}: min / median / max of ${ROUNDS}`);
  for (const [name, values] of figures) {
    const each = name.startsWith('load') ? `  (${values.map((v) => v.toFixed(1)).join(', ')})` : '';
    console.log(`${name.padEnd(48)}${spread(values, name.startsWith('load') ? 2 : 0)}${each}`);
  }
  const median = (name: string) => {
    const sorted = [...(figures.get(name) ?? [Infinity])].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  };
  const later = median('later start: to listening (ms)');
  const list = median('later start: first list after listening (ms)');
  const first = median('first start (demo data): to listening (ms)');
  const ok =
    later <= GOAL.laterStartMs &&
    list <= GOAL.firstListMs &&
    (kind !== PGLITE || first <= GOAL.firstStartMs);
  console.log(
    `goal (medians: later start ≤ ${GOAL.laterStartMs} ms, first list ≤ ${GOAL.firstListMs} ms` +
      `${kind === PGLITE ? `, first start ≤ ${GOAL.firstStartMs} ms` : ''}): ${ok ? 'PASS' : 'MISS'}`,
  );
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const kinds = url ? [PGLITE, postgresKind(url)] : [PGLITE];
  console.log(
    `Restart benchmark: ${RECIPES} recipes, ${ROUNDS} rounds; Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)} at the start`,
  );
  for (const kind of kinds) {
    for (const variant of serverEntries()) report(kind, variant, await benchKind(kind, variant));
  }
  console.log(`load average ${os.loadavg()[0]!.toFixed(2)} at the end`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.cause ?? error.message.slice(0, 2000)) : error);
  process.exit(1);
});
