/**
 * Where uploaded exports are read: one worker thread (app-import-worker.ts), so a large or
 * crafted file delays neither other families' requests nor the event loop, and stops at its
 * budget of time and memory (docs/decisions/050-import-from-other-apps.md). One at a time: a
 * family imports its recipes once, and two large files at once would double the memory.
 */
import { WorkerPool } from '#server/lib/worker-pool/worker-pool';
import type { AppExportTask } from './app-import-worker';
import type { AppImage } from './formats/app-export';
import type { AppReadOutcome } from './read-app-export';

const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./app-import-worker.ts', import.meta.url)
  : new URL('./app-import-worker.js', import.meta.url);

/** CPU time to read one export: the largest real ones take well under a second. */
const READ_BUDGET_MS = 60_000;
/** The worker's heap: an export's text and pictures, read whole, fit in this. */
const WORKER_HEAP_MB = 768;
const IDLE_MS = 30_000;
/** Uploads that may wait for the worker; past it an import answers 503. */
const MAX_QUEUED = 4;

export type AppExportReader = {
  read: (name: string, bytes: Buffer) => Promise<AppReadOutcome>;
  close: () => Promise<void>;
};

/** Pictures cross the thread boundary as Uint8Array: Buffers again here. */
function asBuffers(outcome: AppReadOutcome): AppReadOutcome {
  if (!outcome.ok) return outcome;
  const toBuffer = (image: AppImage): AppImage =>
    image.kind === 'bytes'
      ? {
          kind: 'bytes',
          bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
        }
      : image;
  for (const recipe of outcome.export.recipes) recipe.images = recipe.images.map(toBuffer);
  return outcome;
}

export function createAppExportReader(): AppExportReader {
  const pool = new WorkerPool<AppExportTask, AppReadOutcome>({
    file: WORKER_FILE,
    size: 1,
    budgetMs: READ_BUDGET_MS,
    maxQueued: MAX_QUEUED,
    idleMs: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    niceness: 10,
  });
  return {
    read: async (name, bytes) => {
      // A copy the worker owns: the upload's Buffer may share Node's pool.
      const owned = new Uint8Array(bytes);
      return asBuffers(await pool.run({ name, bytes: owned }, [owned.buffer]));
    },
    close: () => pool.close(),
  };
}
