import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type DatabaseHandle } from '#server/db/client';

/**
 * The benches' database: PGlite in memory, or with BENCH_DATABASE_URL (or DATABASE_URL) a
 * throwaway database on that PostgreSQL server, created here and dropped on close.
 */
export async function openBenchDatabase(): Promise<DatabaseHandle & { label: string }> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) return { ...wrapPglite(await PGlite.create()), label: 'PGlite (in memory)' };
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
