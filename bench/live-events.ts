/**
 * Live notices (product rule: live-sync): how long a change takes from its write to another
 * device's event stream, with many streams open on one server process, and what an open stream
 * costs.
 *
 *   node --expose-gc --import tsx bench/live-events.ts            (in-memory PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx bench/live-events.ts
 *
 * Starts the real app on 127.0.0.1, opens BENCH_STREAMS streams (200) for as many members of
 * one family from a separate process, then writes BENCH_WRITES meal plans (200), one every
 * BENCH_WRITE_GAP_MS (20 ms), each through the database in its own transaction. Latency is
 * from just before the write starts (so it includes the commit) to the moment the first
 * stream's reader has the notice; every stream must receive every notice. Memory per stream:
 * the server process's heap and RSS after a GC, before and after the streams opened.
 * Goal: report p50/p99; the fan-out's cost to the recipe list (product rule: live-budget) is
 * measured by bench/recipes-list.ts with BENCH_LIVE_STREAMS.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { runMigrations } from '#server/db/migrate';
import { createCookbook, createFamily } from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { openBenchDatabase } from './bench-database';
import { buildBenchApp } from './bench-app';
import { membersWithSessions, openStreamsInChild } from './live-streams';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
const GAP_MS = Number(process.env.BENCH_WRITE_GAP_MS ?? 20);
const now = () => performance.timeOrigin + performance.now();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Heap and RSS of this process (the server's) after a full GC, when --expose-gc allows one. */
function memory() {
  globalThis.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const handle = await openBenchDatabase();
  await runMigrations(handle);
  const family = await createFamily(handle.db);
  const cookbook = await createCookbook(handle.db, { familyId: family.id });
  const recipe = await createRecipe(handle.db, { cookbookId: cookbook.id, title: 'Bench Stew' });
  const cookies = await membersWithSessions(handle.db, family.id, STREAMS);

  const { app, close: closeApp } = await buildBenchApp(handle.db);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // Warm the write path and the notification path before measuring.
  for (let i = 0; i < 20; i++)
    await createMealPlan(handle.db, { familyId: family.id, recipeId: recipe.id });

  const before = memory();
  const streams = await openStreamsInChild(baseUrl, cookies);
  await sleep(500); // let the streams' buffers settle before weighing them
  const after = memory();

  const latencies: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const started = now();
    const plan = await createMealPlan(handle.db, { familyId: family.id, recipeId: recipe.id });
    latencies.push((await streams.receivedAt(plan.id)) - started);
    await sleep(GAP_MS);
  }
  const counts = await streams.stop();
  await closeApp();
  await handle.close();

  latencies.sort((a, b) => a - b);
  const complete = counts.filter((count) => count === WRITES).length;
  console.log(
    `== live notices, ${handle.label}: ${STREAMS} streams on one process, ${WRITES} writes`,
  );
  console.log(
    `write → second device: p50 ${percentile(latencies, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, ` +
      `max ${latencies.at(-1)!.toFixed(2)} ms`,
  );
  console.log(
    `every notice on every stream: ${complete === STREAMS ? 'PASS' : 'FAIL'} ` +
      `(${complete} of ${STREAMS} streams got all ${WRITES})`,
  );
  const perStream = (bytes: number) => `${(bytes / STREAMS / 1024).toFixed(1)} kB`;
  console.log(
    `memory per open stream: heap ${perStream(after.heapUsed - before.heapUsed)}, ` +
      `RSS ${perStream(after.rss - before.rss)} (heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, ` +
      `RSS ${mb(before.rss)} → ${mb(after.rss)})` +
      (globalThis.gc ? '' : ' — run with --expose-gc for figures after a GC'),
  );
}

await main();
