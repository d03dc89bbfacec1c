/**
 * JavaScript on the wire for a signed-in first load of `/` (product rule: first-load-budget,
 * 180 kB), measured in headless Chromium from its network events, not from the build output:
 *
 *   npm run build && npx tsx bench/first-load.ts
 *
 * Builds nothing itself: it serves whatever dist/web holds (so build first). It starts the
 * real server from source (PGlite, demo data, a temporary DATA_DIR), signs in through the demo
 * sign-in, and for each run opens `/` in a fresh browser context (empty cache), waits for the
 * recipe cards and a quiet network, and sums the encoded body bytes of every script. Then it
 * clicks Meal Planning in the sidebar and lists the scripts that load only then.
 *
 * Side by side in one run, 3 times each (min/median/max): what Chromium gets by default
 * (brotli), a gzip-only client, and the baseline of `Accept-Encoding: identity` (uncompressed,
 * what every client got before). The idle prefetch (src/web/app/route-prefetch.ts) is held
 * back in these runs, so the first load and the route change are measured apart; one last run
 * lets it work and shows what it loads and that Meal Planning then loads nothing.
 * Options: BENCH_PORT (default 3190), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://localhost:${PORT}`;
const BUDGET_KB = 180;
const RUNS = 3;
const MODES = {
  'brotli (Chromium default)': undefined,
  'gzip only': 'gzip',
  'identity (baseline)': 'identity',
} as const;
type Mode = keyof typeof MODES;

type Script = { file: string; bytes: number; encoding: string };
type Run = { firstLoad: Script[]; onRouteChange: Script[] };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sum = (scripts: Script[]) => scripts.reduce((total, s) => total + s.bytes, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function assertBuilt() {
  const assets = path.join(ROOT, 'dist/web/assets');
  if (!existsSync(assets) || !readdirSync(assets).some((f) => f.endsWith('.js.br'))) {
    console.error('No precompressed build in dist/web: run `npm run build` first.');
    process.exit(1);
  }
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    SIGN_IN_LIMIT: '10000',
  };
  delete env.DATABASE_URL;
  delete env.GOOGLE_CLIENT_ID;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy within 120 s');
}

/** A demo user with a family, so `/` shows that family's recipes. */
async function pickDemoUserId(): Promise<number> {
  const users = (await (await fetch(`${BASE}/api/auth/demo-users`)).json()) as {
    id: number;
    description: string;
  }[];
  const member = users.find((u) => / of /.test(u.description));
  if (!member) throw new Error('no demo user with a family');
  return member.id;
}

/** Holds requestIdleCallback back, so the idle prefetch waits until the page releases it. */
function holdIdleCallbacks() {
  window.requestIdleCallback = () => 0;
}

async function openContext(browser: Browser, acceptEncoding: string | undefined, userId: number) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });
  const res = await context.request.post('/api/auth/demo-sign-in', { data: { userId } });
  if (res.status() !== 204) throw new Error(`demo sign-in answered ${res.status()}`);
  return context;
}

/** Scripts as they finish: their file name, encoded body bytes and Content-Encoding. */
/** Scripts as they finish loading; `settled` waits for the ones still being recorded. */
function recordScripts(page: Page): Script[] & { settled: () => Promise<unknown> } {
  const pending: Promise<void>[] = [];
  const scripts = Object.assign([] as Script[], { settled: () => Promise.all(pending) });
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const url = new URL(request.url());
        if (request.resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'none';
        scripts.push({
          file: path.basename(url.pathname),
          bytes: sizes.responseBodySize,
          encoding,
        });
      })(),
    );
  });
  return scripts;
}

async function openRecipes(page: Page) {
  await page.goto('/');
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const MEAL_PLAN_CHUNK = /meal-plan-page-[^/]*\.js$/;

/**
 * A client-side route change to Meal Planning. With `expectChunk`, waits for its chunk to
 * finish loading first: networkidle alone may answer at once after a client-side navigation.
 */
async function goToMealPlan(page: Page, expectChunk: boolean) {
  const chunk = expectChunk
    ? page.waitForEvent('requestfinished', (request) => MEAL_PLAN_CHUNK.test(request.url()))
    : null;
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Meal Planning' }).click();
  await page.getByRole('heading', { name: 'Meal Planning', level: 1 }).waitFor();
  await chunk;
  await page.waitForLoadState('networkidle');
}

async function measure(browser: Browser, mode: Mode, userId: number): Promise<Run> {
  const context = await openContext(browser, MODES[mode], userId);
  await context.addInitScript(holdIdleCallbacks);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await openRecipes(page);
  await scripts.settled();
  const firstLoad = [...scripts];
  await goToMealPlan(page, true);
  await scripts.settled();
  const onRouteChange = scripts.slice(firstLoad.length);
  await context.close();
  return { firstLoad, onRouteChange };
}

/** With the prefetch working: what it loads, and what Meal Planning still loads after it. */
async function measurePrefetch(browser: Browser, userId: number) {
  const context: BrowserContext = await openContext(browser, undefined, userId);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const prefetched = page.waitForResponse((res) => MEAL_PLAN_CHUNK.test(res.url()));
  await openRecipes(page);
  await prefetched;
  await page.waitForLoadState('networkidle');
  await scripts.settled();
  const beforeClick = scripts.length;
  await goToMealPlan(page, false);
  await scripts.settled();
  const afterPrefetch = scripts.slice(beforeClick);
  await context.close();
  return { all: scripts.slice(0, beforeClick), afterPrefetch };
}

function printRuns(runs: Record<Mode, Run[]>) {
  console.log(`\nJavaScript body bytes on the wire, first load of / signed in (${RUNS} runs):`);
  for (const mode of Object.keys(runs) as Mode[]) {
    const totals = runs[mode].map((run) => sum(run.firstLoad));
    const files = runs[mode][0]!.firstLoad.length;
    const encodings = [...new Set(runs[mode][0]!.firstLoad.map((s) => s.encoding))].join('/');
    console.log(
      `  ${mode.padEnd(26)} min ${kb(Math.min(...totals)).padStart(9)}  median ${kb(median(totals)).padStart(9)}  max ${kb(Math.max(...totals)).padStart(9)}  (${files} files, ${encodings})`,
    );
  }
  const defaultMedian = median(runs['brotli (Chromium default)'].map((r) => sum(r.firstLoad)));
  const gzipMedian = median(runs['gzip only'].map((r) => sum(r.firstLoad)));
  const verdict = (bytes: number) => (bytes <= BUDGET_KB * 1024 ? 'PASS' : 'MISS');
  console.log(
    `  budget ${BUDGET_KB} kB: Chromium default ${verdict(defaultMedian)} (${kb(defaultMedian)}), gzip-only client ${verdict(gzipMedian)} (${kb(gzipMedian)})`,
  );

  const sample = runs['brotli (Chromium default)'][0]!;
  console.log('\nFirst load, scripts (brotli run 1):');
  for (const s of [...sample.firstLoad].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(s.bytes).padStart(9)}  ${s.file}`);
  }
  console.log('\nLoaded only on the route change to /meal-plan (brotli run 1):');
  for (const s of sample.onRouteChange) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.file}`);
  const mealPlanChunkFirst = sample.firstLoad.some((s) => s.file.startsWith('meal-plan-page-'));
  const mealPlanChunkLater = sample.onRouteChange.some((s) => s.file.startsWith('meal-plan-page-'));
  console.log(
    `  meal-plan chunk loads only on the route change: ${!mealPlanChunkFirst && mealPlanChunkLater ? 'PASS' : 'MISS'}`,
  );
}

async function main() {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-first-load-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const userId = await pickDemoUserId();
    // One warm-up load (the server's first list build), not counted.
    await measure(browser, 'brotli (Chromium default)', userId);
    const runs = {
      'brotli (Chromium default)': [],
      'gzip only': [],
      'identity (baseline)': [],
    } as Record<Mode, Run[]>;
    // Interleaved, so a busy moment on the machine hits every mode alike.
    for (let i = 0; i < RUNS; i++) {
      for (const mode of Object.keys(MODES) as Mode[])
        runs[mode].push(await measure(browser, mode, userId));
    }
    printRuns(runs);

    const prefetch = await measurePrefetch(browser, userId);
    console.log('\nWith the idle prefetch (Chromium default): all scripts before the click');
    console.log(`  ${kb(sum(prefetch.all))} in ${prefetch.all.length} files`);
    console.log(
      `  Meal Planning after the prefetch loads ${prefetch.afterPrefetch.length} more scripts (${kb(sum(prefetch.afterPrefetch))})`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
