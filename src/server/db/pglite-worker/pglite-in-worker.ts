/**
 * PGlite in a worker thread, behind the part of PGlite's API the app uses
 * (docs/decisions/033-pglite-off-the-request-path.md). On the server's thread PGlite's
 * WebAssembly took about half of all busy time under load, and every request waited while it
 * ran; here a statement costs the event loop a message out and its rows back.
 *
 * - `query` and `transaction` are what drizzle-orm/pglite calls (its session and migrator).
 *   A transaction holds the database: queries outside it wait until it ends, as in PGlite.
 * - `listen` hears NOTIFY. The worker sends a commit's notifications before the answer of the
 *   statement that committed, over the same port, so they arrive first (decision 006 relies
 *   on it: the data versions in memory are never behind what a request just wrote).
 * - Parsers given in a query's options run here, on the value's text: functions cannot be
 *   sent to the worker, which leaves those types as text.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteClient, PgliteQueries } from '../pglite-client';
import type { ErrorData, FromWorker, PgliteWorkerData, ToWorker } from './messages';

/** A database error from the worker, with the fields PGlite gave it (`code`, `detail`…). */
export class PgliteWorkerError extends Error {
  constructor({ message, fields }: ErrorData) {
    super(message);
    Object.assign(this, fields);
  }
}

/**
 * The worker's module: in the built server the bundle's `pglite-worker.js` beside
 * `server.js`; from the sources the `.ts` beside this file, started through tsx-worker.mjs
 * (as the import workers are, decision 028).
 */
const THREAD_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-thread.ts', import.meta.url)
  : new URL('./pglite-worker.js', import.meta.url);
const TSX_ENTRY = new URL('../../lib/worker-pool/tsx-worker.mjs', import.meta.url);

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };
/** A message to the worker before it is given its id. */
type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;
type Request = WithoutId<ToWorker>;

export class PgliteInWorker implements PgliteClient {
  private readonly pending = new Map<number, Pending>();
  private readonly hearers = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Why no more calls are taken: closed, or the worker ended. */
  private over: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly worker: Worker,
    readonly dataDir: string | undefined,
  ) {}

  /** Starts the worker and opens PGlite in it; rejects if PGlite cannot open. */
  static async open(data: Omit<PgliteWorkerData, 'entry'>): Promise<PgliteInWorker> {
    const typescript = THREAD_FILE.pathname.endsWith('.ts');
    const workerData: PgliteWorkerData = {
      ...data,
      entry: typescript ? THREAD_FILE.href : undefined,
    };
    const worker = new Worker(typescript ? TSX_ENTRY : THREAD_FILE, { workerData });
    const client = new PgliteInWorker(worker, data.dataDir);
    await new Promise<void>((resolve, reject) => {
      const opened = (message: FromWorker) => {
        if (message.type !== 'ready' && message.type !== 'failed') return;
        worker.off('message', opened);
        if (message.type === 'ready') resolve();
        else reject(new PgliteWorkerError(message.error));
      };
      worker.on('message', opened);
      worker.once('exit', (code) => reject(new Error(`the PGlite worker exited (${code})`)));
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    worker.on('message', (message: FromWorker) => client.receive(message));
    // An error the worker did not catch ends it: every waiting call fails, and later ones too.
    worker.on('error', (error) => client.end(error));
    worker.on('exit', (code) => client.end(new Error(`the PGlite worker exited (${code})`)));
    worker.unref();
    return client;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await work({
        query: (sql, params = [], options = {}) => this.queryIn(tx, sql, params, options),
      });
    } catch (error) {
      // Rolled back; if the worker is gone there is nothing left to roll back.
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, hear: (payload: string) => void) {
    let hearing = this.hearers.get(channel);
    if (!hearing) {
      hearing = new Set();
      this.hearers.set(channel, hearing);
      await this.call({ op: 'listen', channel });
    }
    hearing.add(hear);
    const set = hearing;
    return async () => {
      set.delete(hear);
      if (set.size > 0 || this.hearers.get(channel) !== set) return;
      this.hearers.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  /** Closes PGlite (after the statements already sent) and ends the worker; once. */
  close(): Promise<void> {
    if (this.over && !this.closing) return Promise.resolve(); // the worker has ended already
    this.closing ??= (async () => {
      try {
        await this.call({ op: 'close' });
      } finally {
        this.over = new Error('PGlite is closed');
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  private async queryIn<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[],
    { rowMode = 'object', parsers = {} }: QueryOptions,
  ): Promise<Results<T>> {
    const rawTypes = Object.keys(parsers).map(Number);
    const result = (await this.call({
      op: 'query',
      tx,
      sql,
      params,
      rowMode,
      rawTypes,
    })) as Results<T>;
    if (rawTypes.length > 0) parseText(result as Results, parsers, rowMode);
    return result;
  }

  private call(request: Request): Promise<unknown> {
    if (this.over) return Promise.reject(this.over);
    const id = this.nextId++;
    // The worker holds the process open only while a call waits for it.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(message: FromWorker) {
    if (message.type === 'notification') {
      for (const hear of this.hearers.get(message.channel) ?? []) hear(message.payload);
      return;
    }
    if (message.type !== 'done' && message.type !== 'error') return;
    const call = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if (message.type === 'done') call?.resolve(message.result);
    else call?.reject(new PgliteWorkerError(message.error));
  }

  private end(reason: Error) {
    this.over ??= reason;
    for (const call of this.pending.values()) call.reject(reason);
    this.pending.clear();
  }
}

/** Runs `parsers` on the values of their types, which the worker left as text. */
function parseText(
  result: Results,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: string,
) {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  });
}
