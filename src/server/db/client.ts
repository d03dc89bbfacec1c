import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { poolHearingOwnWrites } from './data-versions';
import { openPgliteFolder } from './pglite-open';
import type { PgliteClient } from './pglite-client';
import * as schema from './schema';

/** One type for both drivers; services and repositories only see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type DbOrTx = Database;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/**
 * PostgreSQL server when a URL is given, otherwise PGlite persisted under `dataDir/pglite`,
 * running in a worker thread (decision 033).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return wrapPglite(await openPgliteFolder(path.join(options.dataDir, 'pglite')));
}

/** How long a query waits for a pooled connection before the request answers 503. */
const CONNECT_TIMEOUT_MS = 5000;

export function openPostgres(url: string): DatabaseHandle {
  // jit=off for every pooled connection: JIT compilation took 630 ms of a 720 ms recipe list
  // query at 10,000 recipes, and the app's queries are short OLTP queries JIT never pays off
  // for (docs/decisions/019-compiled-server-and-database-tuning.md). Every connection
  // announces its writes to the data versions and hears its own (decision 023).
  // While the server is unreachable a request waits for a connection at most
  // CONNECT_TIMEOUT_MS, then answers 503 (product rule: database-outage); keepAlive notices a
  // silently dead link.
  const pool = poolHearingOwnWrites({
    connectionString: url,
    max: 10,
    options: '-c jit=off',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PGlite as a Database: the server's and the route tests' run in a worker thread
 * (PgliteInWorker); tools that open a database for a moment may pass PGlite itself.
 */
export function wrapPglite(client: PgliteClient): DatabaseHandle {
  // drizzle-orm/pglite calls only query and transaction (PgliteClient has both).
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
