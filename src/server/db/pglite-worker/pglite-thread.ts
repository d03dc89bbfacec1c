/**
 * The worker thread that runs PGlite (docs/decisions/033-pglite-off-the-request-path.md):
 * PostgreSQL's WebAssembly, its wire protocol and its result parsing run here, so the server's
 * event loop only sends statements and receives rows. One thread, one PGlite, one session:
 * PGlite's own locks make a transaction exclusive (a query outside it waits until it ends).
 * Started by pglite-in-worker.ts; in the built server it is its own bundle entry.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { ErrorData, FromWorker, PgliteWorkerData, ToWorker } from './messages';

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

/** Every own field of a database error (PGlite's DatabaseError has code, detail, …). */
function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return { message: error.message, fields: { name: error.name, ...fields } };
}

/** Leaves values of `types` as PostgreSQL's text; the other thread parses them. */
const keepingText = (types: number[]): ParserOptions =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

/** Thrown inside PGlite's transaction to make it roll back; never seen outside. */
class RollBack extends Error {}

async function open({ dataDir, loadDataDirFile, settings = [] }: PgliteWorkerData) {
  const loadDataDir = loadDataDirFile ? new Blob([readFileSync(loadDataDirFile)]) : undefined;
  const startParams = [
    ...PGlite.defaultStartParams,
    ...settings.flatMap((setting) => ['-c', setting]),
  ];
  return PGlite.create(dataDir, { startParams, loadDataDir });
}

async function serve(db: PGlite) {
  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
  const settled = new Map<number, Promise<void>>();
  const unlisten = new Map<string, () => Promise<void>>();

  const run = async (message: ToWorker): Promise<FromWorker & { type: 'done' }> => {
    const done = (result: Results | number | null) => ({
      type: 'done' as const,
      id: message.id,
      result,
    });
    switch (message.op) {
      case 'query': {
        const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
        if (!target) throw new Error(`transaction ${message.tx} is over`);
        const options = { rowMode: message.rowMode, parsers: keepingText(message.rawTypes) };
        return done(await target.query(message.sql, message.params, options));
      }
      case 'begin': {
        // Answered from inside PGlite's transaction, which then waits for 'end'.
        const began = new Promise<void>((resolve, reject) => {
          const over = db
            .transaction(async (tx) => {
              const commit = await new Promise<boolean>((end) => {
                transactions.set(message.id, { tx, end });
                resolve();
              });
              if (!commit) throw new RollBack();
            })
            .catch((error: unknown) => {
              if (!(error instanceof RollBack)) throw error;
            });
          over.catch(reject); // BEGIN itself failed: the caller hears it
          settled.set(message.id, over);
        });
        await began;
        return done(message.id);
      }
      case 'end': {
        const running = transactions.get(message.tx);
        const over = settled.get(message.tx);
        transactions.delete(message.tx);
        settled.delete(message.tx);
        running?.end(message.commit);
        await over; // a failed COMMIT rejects here
        return done(null);
      }
      case 'listen': {
        if (!unlisten.has(message.channel)) {
          const stop = await db.listen(message.channel, (payload) =>
            send({ type: 'notification', channel: message.channel, payload }),
          );
          unlisten.set(message.channel, stop);
        }
        return done(null);
      }
      case 'unlisten': {
        await unlisten.get(message.channel)?.();
        unlisten.delete(message.channel);
        return done(null);
      }
      case 'close': {
        await db.close();
        return done(null);
      }
    }
  };

  port.on('message', (message: ToWorker) => {
    run(message).then(send, (error: unknown) =>
      send({ type: 'error', id: message.id, error: errorData(error) }),
    );
  });
}

open(workerData as PgliteWorkerData).then(
  async (db) => {
    await serve(db);
    send({ type: 'ready' });
  },
  (error: unknown) => send({ type: 'failed', error: errorData(error) }),
);
