/**
 * The family recipe list under load (issue 14), for each library size, next to a bare Fastify
 * route sending the very same bytes precomputed, in one run:
 *
 *   npx tsx bench/recipes-list.ts            (in-memory PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/recipes-list.ts
 *
 * For each size: seeds a fresh database (the family's recipes with 8 ingredients each, plus
 * recipes the list must leave out), starts the real app on 127.0.0.1, and drives both servers
 * with 10 keep-alive connections asking for brotli (as browsers do), from a separate process,
 * while a second member of the family favourites and unfavourites a recipe once a second.
 * Rounds alternate the two targets; figures are min / median / max over the rounds.
 * Then: what the answers weigh, what a heart click moves on the wire, and how a small request
 * (/api/auth/user) fares while the list is being rebuilt again and again.
 * Goal: throughput ≥ 0.7× precomputed, p99 ≤ 50 ms, list ≤ 150 kB compressed at 10,000
 * recipes, a heart click ≤ 2 kB.
 * Options: BENCH_SIZES (2000,10000), BENCH_CONNECTIONS, BENCH_SECONDS (per target and round),
 * BENCH_ROUNDS (3).
 * Live notices (issue 15): BENCH_LIVE_STREAMS=200 keeps that many event streams of the
 * family's members open (from a separate process) through the rounds, and
 * BENCH_PLAN_WRITES=5 plans a meal that many times a second, each fanned out to every stream.
 * Compare a run with BENCH_LIVE_STREAMS=0 and the same BENCH_PLAN_WRITES: the fan-out's goal
 * is at most 10% less list throughput.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { recipes, userFamilies, users } from '#server/db/schema';
import { runMigrations } from '#server/db/migrate';
import { signInAs } from '#server/test-support/factories';
import { openBenchDatabase } from './bench-database';
import { buildBenchApp } from './bench-app';
import { summarize, type LoadFigures } from './http-load';
import {
  bodyBytes,
  heartClickBytes,
  loadInChild,
  rawBody,
  repeatEvery,
  spread,
} from './recipes-list-tools';
import { seedManyRecipes } from './seed-many-recipes';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { membersWithSessions, openStreamsInChild } from './live-streams';

const SIZES = (process.env.BENCH_SIZES ?? '2000,10000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIVE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 0);
const PLAN_WRITES = Number(process.env.BENCH_PLAN_WRITES ?? 0);
const GOAL = { ratio: 0.7, p99Ms: 50, listKb: 150, heartClickBytes: 2048 };
/** What Chromium sends with every API call, near enough (for the bytes a click moves). */
const BROWSER_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function benchSize(size: number) {
  const started = performance.now();
  const handle = await openBenchDatabase();
  await runMigrations(handle);
  const seed = await seedManyRecipes(handle.db, { visible: size, ingredientsPerRecipe: 8 });
  const [partner] = await handle.db
    .insert(users)
    .values({ email: 'partner@example.test', name: 'Bench Partner' })
    .returning();
  await handle.db.insert(userFamilies).values({ userId: partner!.id, familyId: seed.familyId });
  const seededIn = (performance.now() - started) / 1000;

  const { app, config, close: closeApp } = await buildBenchApp(handle.db);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const me = await signInAs(handle.db, seed.userId);
  const them = await signInAs(handle.db, partner!.id);
  const listUrl = `${appUrl}/api/families/${seed.familyId}/recipes`;
  const writeHeaders = { ...them, origin: config.publicUrl.origin };

  // What each answer weighs, in each encoding (its body as sent).
  const weigh = (url: string, encoding: string) =>
    bodyBytes(url, { ...me, 'accept-encoding': encoding });
  const coldStart = performance.now();
  const cold = await fetch(listUrl, { headers: me });
  const coldMs = performance.now() - coldStart;
  const cards = (await cold.json()) as unknown[];
  if (cold.status !== 200 || cards.length !== seed.cardCount) {
    throw new Error(`unexpected list: status ${cold.status}, ${cards.length} cards`);
  }
  const sizes = {
    identity: await weigh(listUrl, 'identity'),
    gzip: await weigh(listUrl, 'gzip'),
    br: await weigh(listUrl, 'br'),
    marks: await weigh(`${appUrl}/api/families/${seed.familyId}/recipe-marks`, 'br'),
    index: await weigh(`${listUrl}/search-index`, 'br'),
  };
  const brBody = (await rawBody(listUrl, { ...me, 'accept-encoding': 'br' })).body;

  // The yardstick: Fastify sending the very same (brotli) bytes, with nothing to compute.
  const bare = Fastify({ logger: false });
  bare.get('/precomputed', (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', 'br')
      .header('vary', 'accept-encoding')
      .send(brBody),
  );
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  // A second member favourites and unfavourites once a second, all through the run.
  const favoriteRecipe = (cards[0] as { id: number }).id;
  let favorited = false;
  const favouriting = repeatEvery(1000, async () => {
    const res = favorited
      ? await fetch(`${appUrl}/api/favorites/${favoriteRecipe}`, {
          method: 'DELETE',
          headers: writeHeaders,
        })
      : await fetch(`${appUrl}/api/favorites`, {
          method: 'POST',
          headers: { ...writeHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ recipeId: favoriteRecipe }),
        });
    if (res.status >= 300) throw new Error(`favourite write answered ${res.status}`);
    favorited = !favorited;
  });

  // Issue 15: open event streams, and a family write fanned out to each of them.
  const streams =
    LIVE_STREAMS > 0
      ? await openStreamsInChild(
          appUrl,
          await membersWithSessions(handle.db, seed.familyId, LIVE_STREAMS),
        )
      : null;
  const planning =
    PLAN_WRITES > 0
      ? repeatEvery(1000 / PLAN_WRITES, () =>
          createMealPlan(handle.db, { familyId: seed.familyId, recipeId: favoriteRecipe }),
        )
      : null;

  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const rounds = { bare: [] as LoadFigures[], app: [] as LoadFigures[] };
  for (let round = 0; round < ROUNDS; round++) {
    const opts = { connections: CONNECTIONS, seconds: SECONDS };
    rounds.bare.push(summarize([await loadInChild(`${bareUrl}/precomputed`, headers, opts)]));
    rounds.app.push(summarize([await loadInChild(listUrl, { ...headers, ...me }, opts)]));
  }
  const favouriteWrites = await favouriting.stop();
  const planWrites = (await planning?.stop()) ?? 0;
  const noticesPerStream = (await streams?.stop()) ?? [];

  // A heart click as the recipes page sends it: the write alone (decision 022).
  const click = await heartClickBytes(appUrl, (cards[1] as { id: number }).id, {
    ...BROWSER_HEADERS,
    ...me,
    origin: config.publicUrl.origin,
  });

  // A small request while the list is rebuilt every 200 ms (a recipe renamed each time).
  let n = 0;
  const renaming = repeatEvery(200, () =>
    handle.db
      .update(recipes)
      .set({ title: `Renamed ${++n}` })
      .where(eq(recipes.id, favoriteRecipe)),
  );
  const [underRebuild, authUser] = await Promise.all([
    loadInChild(listUrl, { ...headers, ...me }, { connections: CONNECTIONS, seconds: SECONDS }),
    loadInChild(`${appUrl}/api/auth/user`, me, { connections: 1, seconds: SECONDS }),
  ]);
  const rebuilds = await renaming.stop();

  await bare.close();
  await closeApp();
  await handle.close();
  return {
    size,
    label: handle.label,
    seededIn,
    coldMs,
    cards: cards.length,
    sizes,
    rounds,
    favouriteWrites,
    planWrites,
    noticesPerStream,
    click,
    rebuilds,
    underRebuild: summarize([underRebuild]),
    authUser: summarize([authUser]),
  };
}

function report(r: Awaited<ReturnType<typeof benchSize>>) {
  const ratios = r.rounds.app.map(
    (a, i) => a.requestsPerSecond / r.rounds.bare[i]!.requestsPerSecond,
  );
  const p99s = r.rounds.app.map((a) => a.latencyMs.p99);
  const errors = r.rounds.app.reduce((sum, a) => sum + a.errors, 0);
  console.log(
    `\n== ${r.size} recipes (${r.cards} cards), ${r.label}: seeded in ${r.seededIn.toFixed(1)} s, ` +
      `first (uncached) list ${r.coldMs.toFixed(0)} ms`,
  );
  console.log(
    `answers: cards ${kb(r.sizes.identity.bytes)} plain, ${kb(r.sizes.gzip.bytes)} gzip, ` +
      `${kb(r.sizes.br.bytes)} br; marks ${kb(r.sizes.marks.bytes)} br; ` +
      `search index ${kb(r.sizes.index.bytes)} br (fetched only when searching)`,
  );
  console.log(
    `load, ${CONNECTIONS} connections, ${SECONDS} s per target, ${ROUNDS} rounds, ` +
      `${r.favouriteWrites} favourite writes by a second member meanwhile (min / median / max):`,
  );
  const perSecond = (figures: LoadFigures[]) => figures.map((f) => f.requestsPerSecond);
  const perAnswer = (f: LoadFigures) => kb(f.bytesPerSecond / f.requestsPerSecond);
  console.log(
    `  bytes an answer    precomputed ${perAnswer(r.rounds.bare[0]!)}, ` +
      `the app ${perAnswer(r.rounds.app[0]!)}`,
  );
  console.log(`  precomputed req/s  ${spread(perSecond(r.rounds.bare), 0)}`);
  console.log(`  the app req/s      ${spread(perSecond(r.rounds.app), 0)}`);
  console.log(`  ratio              ${spread(ratios, 2)}`);
  console.log(`  the app p99 ms     ${spread(p99s, 1)}   (errors ${errors})`);
  if (r.planWrites > 0 || r.noticesPerStream.length > 0) {
    const fewest = Math.min(...r.noticesPerStream);
    console.log(
      `  live: ${r.noticesPerStream.length} streams open, ${r.planWrites} meal plan writes ` +
        `meanwhile` +
        (r.noticesPerStream.length > 0 ? `, the quietest stream got ${fewest} notices` : ''),
    );
  }
  console.log(
    `heart click: ${r.click.requestBytes} B sent, ${r.click.responseBytes} B received ` +
      `(status ${r.click.status}, browser-like headers)`,
  );
  console.log(
    `while rebuilt ${r.rebuilds} times: list ${r.underRebuild.requestsPerSecond.toFixed(0)} req/s ` +
      `p99 ${r.underRebuild.latencyMs.p99.toFixed(1)} ms; /api/auth/user p50 ` +
      `${r.authUser.latencyMs.p50.toFixed(1)} ms p99 ${r.authUser.latencyMs.p99.toFixed(1)} ms`,
  );
  const ok =
    Math.min(...ratios) >= GOAL.ratio &&
    Math.max(...p99s) <= GOAL.p99Ms &&
    errors === 0 &&
    (r.size < 10_000 || r.sizes.br.bytes <= GOAL.listKb * 1024) &&
    r.click.responseBytes + r.click.requestBytes <= GOAL.heartClickBytes;
  console.log(
    `goal (ratio ≥ ${GOAL.ratio} and p99 ≤ ${GOAL.p99Ms} ms in every round, list ≤ ` +
      `${GOAL.listKb} kB compressed at 10,000, click ≤ 2 kB): ${ok ? 'PASS' : 'MISS'}`,
  );
  return ok;
}

async function main() {
  console.log(
    `Recipe list benchmark, sizes ${SIZES.join(', ')}; Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)} at the start`,
  );
  let ok = true;
  for (const size of SIZES) ok = report(await benchSize(size)) && ok;
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
