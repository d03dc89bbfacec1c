import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PROJECT_ROOT } from '#server/lib/project-root';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'drizzle');

/** Any fixed number works; it only has to be the same for every process of this app. */
const STARTUP_LOCK_KEY = 727_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so several server processes starting
 * at once migrate and seed one after another instead of racing.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>) {
  if (handle.kind === 'pglite') return work(); // one process owns a PGlite folder
  // The lock must live on one connection for its whole duration, so take it in a transaction
  // (pg_advisory_xact_lock) and do the work from inside, on other pool connections.
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return work();
  });
}

/** Applies the pending migrations; returns how many there were (0 when up to date). */
export async function runMigrations(handle: DatabaseHandle): Promise<number> {
  const before = await countAppliedMigrations(handle);
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  }
  return (await countAppliedMigrations(handle)) - before;
}

/** Rows in Drizzle's own journal table, which exists only after the first migration run. */
async function countAppliedMigrations(handle: DatabaseHandle): Promise<number> {
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves it unknown.
  const firstRow = async <Row>(query: SQL) => {
    const result: unknown = await handle.db.execute(query);
    return (result as { rows: Row[] }).rows[0];
  };
  const journal = await firstRow<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!journal?.exists) return 0;
  const counted = await firstRow<{ count: number }>(
    sql`select count(*)::int as "count" from drizzle.__drizzle_migrations`,
  );
  return counted?.count ?? 0;
}
