import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

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

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  }
}
