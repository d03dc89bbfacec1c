/**
 * What the server's thread and the PGlite worker thread say to each other
 * (pglite-in-worker.ts ↔ pglite-thread.ts), by structured clone over the worker's one port,
 * so the order they are sent in is the order they arrive in.
 */
import type { Results, RowMode } from '@electric-sql/pglite';

/** What the worker opens: a data folder (created and initialized already), or memory. */
export type PgliteWorkerData = {
  /** The folder PGlite persists in; none: in memory. */
  dataDir?: string;
  /** In memory only: a dump (PGlite's dumpDataDir, a tar file) to start from. */
  loadDataDirFile?: string;
  /** PostgreSQL settings ('name=value') on top of PGlite's defaults. */
  settings?: string[];
  /** Where tsx-worker.mjs finds this worker's module when it is TypeScript. */
  entry?: string;
};

export type ToWorker =
  | {
      op: 'query';
      id: number;
      /** The transaction the query belongs to; none: it waits for any running one to end. */
      tx?: number;
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      /** Types whose values come back as PostgreSQL's text: the caller parses them itself. */
      rawTypes: number[];
    }
  /** Starts a transaction; the answer is its id, once it holds the database. */
  | { op: 'begin'; id: number }
  /** Commits (or rolls back) transaction `tx`; answers once it is over. */
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number };

/** A database error as plain data: its message and fields (`code`, `detail`, `constraint`…). */
export type ErrorData = { message: string; fields: Record<string, unknown> };

export type FromWorker =
  | { type: 'ready' }
  /** Opening the database failed; the worker ends. */
  | { type: 'failed'; error: ErrorData }
  | { type: 'done'; id: number; result: Results | number | null }
  | { type: 'error'; id: number; error: ErrorData }
  /** A NOTIFY heard; sent before the answer of the statement that committed it. */
  | { type: 'notification'; channel: string; payload: string };
