/**
 * The family recipe list as users get it (product rule: list-budget), per library size, in one run:
 *
 *   npm run build && npx tsx bench/recipes-list.ts                  (PGlite data folder)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/recipes-list.ts
 *
 * For each size: seeds a fresh database like real data (bench/seed-many-recipes.ts: the
 * family's recipes with 8 ingredients each, content-hash image names, varied text, plus
 * recipes the list must leave out), then starts the built server as `npm start` runs it, in
 * its own process (bench/restart.ts's entries: BENCH_SERVER_ENTRIES). Load comes from other
 * processes: 10 keep-alive connections asking for brotli, as browsers do. Rounds alternate:
 * - precomputed: a bare Fastify process sending the very same brotli bytes (the yardstick);
 * - first visits: the app, no If-None-Match (the whole list every time);
 * - repeat visits: each connection a browser tab revalidating its copy with If-None-Match;
 * - repeat visits while an editor saves a recipe every BENCH_EDIT_MS (500): each save changes
 *   the list (a card retitled and moved, its ingredients), so tabs get the new list once and
 *   304s again; the editor's own list request after each save is timed too.
 * A second member favourites once a second through all rounds (marks: no list change).
 * Figures are min / median / max over the rounds. Then what the answers weigh, what a heart
 * click moves, and the first list after the server started listening.
 * Goal: first visits ≥ 0.7× precomputed, p99 ≤ 50 ms in every round, while editing too; list
 * ≤ 150 kB brotli at 10,000 recipes; a heart click ≤ 2 kB.
 * Options: BENCH_SIZES (2000,10000), BENCH_CONNECTIONS, BENCH_SECONDS (per round), BENCH_ROUNDS
 * (5), BENCH_EDIT_MS. Live notices (product rule: live-budget): BENCH_LIVE_STREAMS=200 keeps that
 * many event streams of members open, BENCH_PLAN_WRITES=5 plans a meal that many times a second.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '#server/lib/project-root';
import { summarize, type LoadFigures } from './http-load';
import {
  heartClickBytes,
  loadInChild,
  rawBody,
  serverEntries,
  spread,
  startReference,
} from './recipes-list-tools';
import type { RevisitSample } from './recipes-list-load';
import { editEvery, favouriteEvery, planEvery } from './recipes-list-writers';
import { seedStore, weigh } from './recipes-list-setup';
import { PGLITE, postgresKind, type StoreKind } from './server-memory-stores';
import { msToFirstHealthyAnswer, startServer, type Variant } from './server-memory-process';
import { openStreamsInChild } from './live-streams';

const SIZES = (process.env.BENCH_SIZES ?? '2000,10000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const EDIT_MS = Number(process.env.BENCH_EDIT_MS ?? 500);
const LIVE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 0);
const PLAN_WRITES = Number(process.env.BENCH_PLAN_WRITES ?? 0);
const PORT = Number(process.env.BENCH_PORT ?? 3392);
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
async function benchSize(kind: StoreKind, variant: Variant, size: number) {
  const seededAt = performance.now();
  const { store, seed, people } = await seedStore(kind, size, LIVE_STREAMS);
  const seededIn = (performance.now() - seededAt) / 1000;
  const server = startServer(
    PROJECT_ROOT,
    variant,
    { ...store.env, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    PORT,
  );
  const stops: (() => Promise<unknown>)[] = [() => server.stop(), () => store.drop()];
  try {
    // The log says warnings only (as the earlier benches ran): listening is the first 200.
    await msToFirstHealthyAnswer(server, 0);
    const listeningAt = performance.now();
    const listUrl = `${server.baseUrl}/api/families/${seed.familyId}/recipes`;
    const me = { cookie: people.me.cookie };
    const firstList = await fetch(listUrl, { headers: { ...me, 'accept-encoding': 'br' } });
    await firstList.arrayBuffer();
    const firstListMs = performance.now() - listeningAt;
    const sizes = await weigh(server.baseUrl, seed.familyId, me);
    if (sizes.cards.length !== seed.cardCount) throw new Error(`${sizes.cards.length} cards`);
    const brFile = path.join(os.tmpdir(), `fc-bench-list-${process.pid}.br`);
    writeFileSync(brFile, (await rawBody(listUrl, { ...me, 'accept-encoding': 'br' })).body);
    const reference = startReference(brFile);
    stops.unshift(reference.stop);

    const origin = { origin: server.baseUrl };
    const session = (who: { cookie: string }) => ({
      baseUrl: server.baseUrl,
      headers: { cookie: who.cookie, ...origin },
    });
    const [edited, favourite] = [sizes.cards[0]!, sizes.cards[1]!];
    const favouriting = favouriteEvery(1000, session(people.partner), favourite.id);
    const streams =
      people.listeners.length > 0
        ? await openStreamsInChild(server.baseUrl, people.listeners)
        : null;
    const planning =
      PLAN_WRITES > 0
        ? planEvery(1000 / PLAN_WRITES, session(people.partner), seed.familyId, favourite.id)
        : null;

    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const opts = { connections: CONNECTIONS, seconds: SECONDS };
    const rounds = {
      bare: [] as LoadFigures[],
      first: [] as LoadFigures[],
      repeat: [] as LoadFigures[],
      editing: [] as LoadFigures[],
    };
    const notModified = { repeat: [] as number[], editing: [] as number[] };
    const edits = { saves: 0, listAfterSaveMs: [] as number[] };
    const revisit = () =>
      loadInChild<RevisitSample>(listUrl, { ...headers, ...me }, opts, 'recipes-list-load.ts');
    const share304 = (sample: RevisitSample) =>
      sample.notModified / Math.max(1, sample.latenciesMs.length);
    for (let round = 0; round < ROUNDS; round++) {
      rounds.bare.push(summarize([await loadInChild(await reference.url, headers, opts)]));
      rounds.first.push(summarize([await loadInChild(listUrl, { ...headers, ...me }, opts)]));
      const repeat = await revisit();
      rounds.repeat.push(summarize([repeat]));
      notModified.repeat.push(share304(repeat));
      const editing = await editEvery(EDIT_MS, session(people.editor), edited, listUrl);
      const underEdits = await revisit();
      const saved = await editing.stop();
      rounds.editing.push(summarize([underEdits]));
      notModified.editing.push(share304(underEdits));
      edits.saves += saved.saves;
      edits.listAfterSaveMs.push(...saved.listAfterSaveMs);
    }
    const favouriteWrites = await favouriting.stop();
    const planWrites = (await planning?.stop()) ?? 0;
    const noticesPerStream = (await streams?.stop()) ?? [];
    const click = await heartClickBytes(server.baseUrl, sizes.cards[2]!.id, {
      ...BROWSER_HEADERS,
      ...me,
      ...origin,
    });
    return {
      size,
      label: kind.label,
      variant: variant.label,
      seededIn,
      firstListMs,
      sizes,
      rounds,
      notModified,
      edits,
      favouriteWrites,
      planWrites,
      noticesPerStream,
      click,
    };
  } finally {
    for (const stop of stops) await stop();
  }
}

function report(r: Awaited<ReturnType<typeof benchSize>>) {
  const ratios = r.rounds.first.map(
    (a, i) => a.requestsPerSecond / r.rounds.bare[i]!.requestsPerSecond,
  );
  const p99 = (figures: LoadFigures[]) => figures.map((f) => f.latencyMs.p99);
  const errors = [...r.rounds.first, ...r.rounds.repeat, ...r.rounds.editing].reduce(
    (sum, f) => sum + f.errors,
    0,
  );
  const perSecond = (figures: LoadFigures[]) =>
    spread(
      figures.map((f) => f.requestsPerSecond),
      0,
    );
  console.log(
    `\n== ${r.size} recipes (${r.sizes.cards.length} cards), ${r.label}, ${r.variant}: seeded in ` +
      `${r.seededIn.toFixed(1)} s; first list ${r.firstListMs.toFixed(0)} ms after listening; load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    `answers: cards ${kb(r.sizes.identity)} plain, ${kb(r.sizes.gzip)} gzip, ${kb(r.sizes.br)} br ` +
      `(${kb(r.sizes.brWithoutImages)} br without the image names); marks ${kb(r.sizes.marks)} br; ` +
      `search index ${kb(r.sizes.index)} br (fetched only when searching)`,
  );
  console.log(
    `load, ${CONNECTIONS} connections, ${SECONDS} s a round, ${ROUNDS} rounds (min / median / max):`,
  );
  console.log(`  precomputed       req/s ${perSecond(r.rounds.bare)}`);
  console.log(
    `  first visits      req/s ${perSecond(r.rounds.first)}   ratio ${spread(ratios, 2)}   p99 ms ${spread(p99(r.rounds.first), 1)}`,
  );
  console.log(
    `  repeat visits     req/s ${perSecond(r.rounds.repeat)}   304s ${spread(
      r.notModified.repeat.map((s) => s * 100),
      0,
    )} %   p99 ms ${spread(p99(r.rounds.repeat), 1)}`,
  );
  console.log(
    `  while editing     req/s ${perSecond(r.rounds.editing)}   304s ${spread(
      r.notModified.editing.map((s) => s * 100),
      0,
    )} %   p99 ms ${spread(p99(r.rounds.editing), 1)}`,
  );
  console.log(
    `  ${r.edits.saves} recipe saves every ${EDIT_MS} ms; the editor's list after a save: ${spread(r.edits.listAfterSaveMs, 0)} ms; ` +
      `${r.favouriteWrites} favourite writes; errors ${errors}`,
  );
  if (r.planWrites > 0 || r.noticesPerStream.length > 0) {
    console.log(
      `  live: ${r.noticesPerStream.length} streams, ${r.planWrites} meal plan writes, the quietest stream got ${Math.min(...r.noticesPerStream)} notices`,
    );
  }
  console.log(
    `heart click: ${r.click.requestBytes} B sent, ${r.click.responseBytes} B received (status ${r.click.status})`,
  );
  const worstP99 = Math.max(...p99(r.rounds.first), ...p99(r.rounds.repeat));
  const worstEditingP99 = Math.max(...p99(r.rounds.editing));
  const ok =
    Math.min(...ratios) >= GOAL.ratio &&
    worstP99 <= GOAL.p99Ms &&
    worstEditingP99 <= GOAL.p99Ms &&
    errors === 0 &&
    (r.size < 10_000 || r.sizes.br <= GOAL.listKb * 1024) &&
    r.click.responseBytes + r.click.requestBytes <= GOAL.heartClickBytes;
  console.log(
    `goal (ratio ≥ ${GOAL.ratio}, p99 ≤ ${GOAL.p99Ms} ms in every round: worst ${worstP99.toFixed(1)} ms, ` +
      `while editing ${worstEditingP99.toFixed(1)} ms; list ≤ ${GOAL.listKb} kB br at 10,000: ` +
      `${kb(r.sizes.br)}; click ≤ 2 kB): ${ok ? 'PASS' : 'MISS'}`,
  );
  return ok;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const kinds = url ? [postgresKind(url)] : [PGLITE];
  console.log(
    `Recipe list benchmark, sizes ${SIZES.join(', ')}; Node ${process.version}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)} at the start`,
  );
  let ok = true;
  for (const kind of kinds) {
    for (const size of SIZES) {
      for (const variant of serverEntries())
        ok = report(await benchSize(kind, variant, size)) && ok;
    }
  }
  console.log(`load average ${os.loadavg()[0]!.toFixed(2)} at the end`);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
