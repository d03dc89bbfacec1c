/**
 * The admin lists with 5,000 users and 1,000 families (product rule: admin-lists-budget): each
 * searched and paged list route through app.inject as a super admin, in one run:
 *
 *   npx tsx bench/admin-lists.ts            (in-memory PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/admin-lists.ts
 *
 * (DATABASE_URL is read too when BENCH_DATABASE_URL is not set.) On PostgreSQL it creates a
 * throwaway database next to the one named, and drops it at the end; nothing in ./data is
 * touched. Seeds 5,000 users in 1,000 families of 5 (2 cookbooks each, an editor each, a few
 * super admins: bench/admin-lists-seed.ts), then times each route's first page, a broad
 * search (a surname), a narrow one (one user's email) and a deep page (offset 4,900, or the
 * last page of a shorter list): min / median / max of BENCH_RUNS runs after a warm-up, the
 * rows, the total (X-Total-Count) and the answer's size.
 * Budget: a list page answers within 50 ms median on either database.
 * Options: BENCH_USERS, BENCH_FAMILIES, BENCH_RUNS.
 */
import { openBenchDatabase } from './bench-database';
import { buildBenchApp } from './bench-app';
import { runMigrations } from '#server/db/migrate';
import { signInAs } from '#server/test-support/factories';
import { TOTAL_COUNT_HEADER } from '#shared/admin/list-query.schemas';
import { seedAdminLists } from './admin-lists-seed';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const BUDGET_MS = 50;
const DEEP_OFFSET = 4900;

const LIST_ROUTES = [
  '/api/users',
  '/api/user-families',
  '/api/admin/users-with-families',
  '/api/admin/families',
  '/api/roles',
] as const;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    min: sorted[0]!,
    median: sorted[Math.floor(sorted.length / 2)]!,
    max: sorted.at(-1)!,
  };
}

const cell = (value: string | number, width: number) => String(value).padStart(width);

async function main() {
  const started = performance.now();
  const handle = await openBenchDatabase();
  await runMigrations(handle);
  const seed = await seedAdminLists(handle.db, {
    users: USERS,
    families: FAMILIES,
    membersPerFamily: 5,
  });
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);

  const { app, close: closeApp } = await buildBenchApp(handle.db);
  await app.ready();
  const headers = await signInAs(handle.db, seed.superAdminId);
  const get = (url: string) => app.inject({ method: 'GET', url, headers });

  console.log(
    `${handle.label}: ${seed.users} users, ${seed.families} families, ${seed.memberships} ` +
      `memberships, ${seed.cookbooks} cookbooks, ${seed.roles} roles (migrated and seeded in ` +
      `${seededIn} s); ${RUNS} runs per request after ${WARMUP} warm-up runs`,
  );
  console.log(
    `${'request'.padEnd(62)}${cell('rows', 5)}${cell('total', 7)}${cell('bytes', 8)}` +
      `${cell('min ms', 9)}${cell('median', 9)}${cell('max ms', 9)}`,
  );

  let worstMedian = 0;
  let failures = 0;
  for (const route of LIST_ROUTES) {
    const total = Number((await get(`${route}?limit=1`)).headers[TOTAL_COUNT_HEADER]);
    const deep = Math.max(0, Math.min(DEEP_OFFSET, total - 50));
    const cases = [
      `${route}`,
      `${route}?search=garcia`,
      `${route}?search=${encodeURIComponent(seed.oneEmail)}`,
      `${route}?offset=${deep}`,
    ];
    for (const url of cases) {
      const samples: number[] = [];
      let last = await get(url);
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t = performance.now();
        last = await get(url);
        if (i >= WARMUP) samples.push(performance.now() - t);
      }
      if (last.statusCode !== 200) {
        failures++;
        console.log(`${url}: ${last.statusCode} ${last.body.slice(0, 200)}`);
        continue;
      }
      const s = stats(samples);
      worstMedian = Math.max(worstMedian, s.median);
      console.log(
        `GET ${url}`.padEnd(62) +
          cell(last.json<unknown[]>().length, 5) +
          cell(String(last.headers[TOTAL_COUNT_HEADER]), 7) +
          cell(last.rawPayload.length, 8) +
          cell(s.min.toFixed(2), 9) +
          cell(s.median.toFixed(2), 9) +
          cell(s.max.toFixed(2), 9) +
          (s.median <= BUDGET_MS ? '' : '  OVER BUDGET'),
      );
    }
  }
  const met = failures === 0 && worstMedian <= BUDGET_MS;
  console.log(
    `Budget: every list page within ${BUDGET_MS} ms median. Slowest median ` +
      `${worstMedian.toFixed(2)} ms: ${met ? 'budget met' : 'BUDGET MISSED'}.`,
  );

  await closeApp();
  await handle.close();
  if (!met) process.exitCode = 1;
}

await main();
