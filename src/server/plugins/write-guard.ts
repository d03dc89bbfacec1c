import { closeSync, constants, openSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UnavailableError } from '#server/lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/lib/database-unavailable';
import { pgliteClientOf } from '#server/db/pglite-client';

/**
 * Below this much free space a write is refused before PGlite tries it: a WAL segment is 16 MB
 * and a checkpoint writes pages besides.
 */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** Methods that don't write, unless their route says `config.writes` (a sign-in callback). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that writes to the database. */
    writes?: boolean;
  }
}

export const cannotSaveNow = () =>
  new UnavailableError(
    'storage_unavailable',
    'Changes cannot be saved right now, please try again shortly',
    DATABASE_RETRY_AFTER_SECONDS,
  );

/**
 * Throws when `dir` can't take a write now: a small write of a probe file (a read-only or
 * failing disk, lost permissions) and the free space (a full disk). No fsync: it would add a
 * disk flush to every write request, and the free space covers the common case.
 * The probe is written over in place, never truncated: opened with O_TRUNC it cost every write
 * request 2 ms at the median and up to 400 ms on a busy disk (ext4 starts writing a file back
 * when one that was truncated and rewritten is closed, auto_da_alloc); in place, microseconds
 * (decision 033). A full disk is the free-space check's to see.
 */
export function assertFolderWritable(dir: string, minFreeBytes = MIN_FREE_BYTES) {
  const fd = openSync(path.join(dir, '.write-probe'), constants.O_WRONLY | constants.O_CREAT);
  try {
    writeSync(fd, 'ok', 0);
  } finally {
    closeSync(fd);
  }
  const { bavail, bsize } = statfsSync(dir);
  if (bavail * bsize < minFreeBytes) throw new Error(`less than ${minFreeBytes} bytes free`);
}

/**
 * PGlite only (product rule: disk-fault): a write its files can't take (a full or read-only disk)
 * fails inside PGlite's WebAssembly, and the next query then spins on PGlite's thread for good. So
 * every request that may write checks the data folder first and answers 503 with Retry-After while
 * it can't be written; reads go on.
 * PostgreSQL copes with its own disk and answers with an error the error handler maps.
 */
export function registerWriteGuard(app: FastifyInstance, minFreeBytes = MIN_FREE_BYTES) {
  // In-memory PGlite (tests) has no folder to fill. PGlite runs in a worker thread (decision
  // 033), so a write that failed there would no longer freeze the server's thread, but the
  // database would stay stuck all the same: the guard still keeps such writes from starting.
  const dir = pgliteClientOf(app.db)?.dataDir;
  if (!dir) return;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config.writes) return;
    try {
      assertFolderWritable(dir, minFreeBytes);
    } catch (err) {
      request.log.error({ err }, 'data folder not writable: write refused');
      throw cannotSaveNow();
    }
  });
}
