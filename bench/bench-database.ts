import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, wrapPglite, type DatabaseHandle } from '#server/db/client';
import { PGLITE_SETTINGS } from '#server/db/pglite-open';
import { PgliteInWorker } from '#server/db/pglite-worker/pglite-in-worker';

/**
 * The benches' database: PGlite in memory, in a worker thread with the server's settings as the
 * server runs it (decision 033), or with BENCH_DATABASE_URL (or DATABASE_URL) a
 * throwaway database on that PostgreSQL server, created here and dropped on close.
 */
export async function openBenchDatabase(): Promise<DatabaseHandle & { label: string }> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    const client = await PgliteInWorker.open({ settings: PGLITE_SETTINGS });
    return { ...wrapPglite(client), label: 'PGlite (in memory, worker thread)' };
  }
  const name = `family_cookbook_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const handle = openPostgres(u.toString());
  return {
    ...handle,
    label: `PostgreSQL (${u.host})`,
    close: async () => {
      await handle.close();
      await admin(`drop database if exists ${name}`);
    },
  };
}
