/**
 * Import from another app (issue 29, docs/decisions/050): the largest Mealie backup of the
 * corpus's dev folder through `npm run --silent import:app`, as a self-hoster would run it, on
 * the embedded database (or BENCH_DATABASE_URL). Each run imports into a cookbook of its own,
 * so nothing is skipped as already imported. Goal: under 30 s, under 300 MB.
 *
 *   npx tsx bench/app-import.ts            (BENCH_RUNS runs, default 5)
 *
 * Wall time and peak memory (the largest resident set of the command's processes) of the
 * whole command, build check, database open and migrations included, from /usr/bin/time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import {
  cookbooks,
  families,
  familyCookbooks,
  roles,
  userFamilies,
  users,
} from '#server/db/schema';
import { MIGRATIONS_CORPUS_DIR } from '../scripts/migrations-corpus.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL;

function largestMealieBackup(): string {
  if (!MIGRATIONS_CORPUS_DIR) throw new Error('No migrations corpus: set MIGRATIONS_CORPUS_DIR');
  const dir = MIGRATIONS_CORPUS_DIR;
  const [largest] = readdirSync(dir)
    .filter((name) => /^mealie-backup.*\.zip$/.test(name))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!largest) throw new Error(`No mealie-backup*.zip in ${dir}`);
  return largest;
}

/** A super admin, a family and one cookbook per run, linked to it. */
async function prepare(dataDir: string): Promise<number[]> {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await runMigrations(handle);
    const { db } = handle;
    const [user] = await db
      .insert(users)
      .values({ email: `bench-${Date.now()}@bench.test`, name: 'Bench Admin' })
      .returning();
    await db.insert(roles).values({ userId: user!.id, role: 'super_admin' });
    const [family] = await db.insert(families).values({ name: 'Bench Family' }).returning();
    await db.insert(userFamilies).values({ userId: user!.id, familyId: family!.id, isAdmin: true });
    const ids: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const [book] = await db
        .insert(cookbooks)
        .values({ name: `Bench Book ${run}` })
        .returning();
      await db.insert(familyCookbooks).values({ familyId: family!.id, cookbookId: book!.id });
      ids.push(book!.id);
    }
    return ids;
  } finally {
    await handle.close();
  }
}

function importOnce(file: string, cookbookId: number, dataDir: string) {
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      'BENCH %e %M',
      'npm',
      'run',
      '--silent',
      'import:app',
      '--',
      file,
      '--cookbook',
      String(cookbookId),
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    },
  );
  const figures = /BENCH ([\d.]+) (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !figures) {
    throw new Error(`import:app failed (${result.status}): ${result.stderr}`);
  }
  const report = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
  return { seconds: Number(figures[1]), megabytes: Number(figures[2]) / 1024, report };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `min ${sorted[0]!.toFixed(1)}, median ${median.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}`;
};

const file = largestMealieBackup();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-app-import-'));
try {
  const books = await prepare(dataDir);
  const runs = books.map((cookbookId) => importOnce(file, cookbookId, dataDir));
  console.log(`${path.basename(file)} on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${RUNS} runs`);
  console.log(`report: ${JSON.stringify(runs[0]!.report)}`);
  console.log(`seconds: ${summary(runs.map((r) => r.seconds))} (goal < 30)`);
  console.log(`peak MB: ${summary(runs.map((r) => r.megabytes))} (goal < 300)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
