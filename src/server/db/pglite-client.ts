import type { QueryOptions, Results } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * What the app needs of PGlite: what drizzle-orm/pglite calls (`query`, `transaction`; see its
 * session and migrator), plus `listen` for the data versions and live events, and `close`.
 * PGlite itself has this shape, and so does the server's PGlite in a worker thread
 * (pglite-worker/pglite-in-worker.ts, decision 033).
 */
export interface PgliteClient {
  /** The folder PGlite persists in; undefined in memory. */
  readonly dataDir?: string | undefined;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** Runs `work` alone: queries outside the transaction wait until it ends. */
  transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  listen(channel: string, hear: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a transaction offers: queries that run inside it. */
export type PgliteQueries = Pick<PgliteClient, 'query'>;

/** The PGlite client behind `db` (any drizzle instance over it), or null on PostgreSQL. */
export function pgliteClientOf(db: Database): PgliteClient | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? null : (client as PgliteClient);
}
