/**
 * Where imports read pages and pasted text (product rule: import-budget): a pool of worker threads,
 * so a page that takes long to read (a crafted one: 25,000 unclosed tags took 10 s) delays neither
 * the other families' requests nor the event loop, and stops at its time budget. The pool lives
 * as long as the app (import.routes.ts closes it). Docs: docs/decisions/028-import-worker-pool.md.
 */
import type { ImportReadingConfig } from '#server/config-import';
import { WorkerPool } from '#server/lib/worker-pool/worker-pool';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import type { ImportTask, ImportTaskResult } from './import-worker';
import type { TextReading } from './text/recipe-from-text';

/**
 * The worker's module: in the built server, the bundle's `import-worker.js` beside
 * `server.js` (this code is inside server.js then); from the sources, the `.ts` beside this.
 */
export const IMPORT_WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./import-worker.ts', import.meta.url)
  : new URL('./import-worker.js', import.meta.url);

/** An idle worker ends after this long: a family imports a few recipes now and then. */
const IDLE_MS = 60_000;
/** Each worker's heap: a 5 MB page's tree fits in far less; a page that does not, fails. */
const WORKER_HEAP_MB = 512;
/**
 * The workers' nice value (Linux): on a machine with few cores, the event loop's thread gets
 * a core first and reading pages takes what is left. The budget counts the workers' CPU time,
 * so a page is not stopped for the time it waited.
 */
const WORKER_NICENESS = 10;

export type ImportReader = {
  /**
   * The recipe of a page's bytes (UTF-8; page/read-page.ts); rejects with TaskOverBudget past
   * the budget. The bytes move to the worker: `body` is empty afterwards.
   */
  readPage: (body: Uint8Array, pageUrl: string) => Promise<ExtractedRecipe | null>;
  /** Pasted text without the model (text/parse-recipe-text.ts readRecipeText). */
  readText: (text: string, options: { forModel: boolean }) => Promise<TextReading>;
  close: () => Promise<void>;
};

export function createImportReader(settings: ImportReadingConfig): ImportReader {
  const pool = new WorkerPool<ImportTask, ImportTaskResult>({
    file: IMPORT_WORKER_FILE,
    size: settings.workers,
    budgetMs: settings.budgetMs,
    maxQueued: settings.maxQueued,
    idleMs: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    niceness: WORKER_NICENESS,
  });
  return {
    readPage: async (body, pageUrl) => {
      // Moved, not copied, when the bytes fill their buffer (a fetched page's do).
      // (A small Buffer shares Node's pool: it is copied, as a Buffer's slice() would not.)
      const owned =
        body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
          ? body
          : new Uint8Array(body);
      const task: ImportTask = { kind: 'page', body: owned, pageUrl };
      return (await pool.run(task, [owned.buffer as ArrayBuffer])) as ExtractedRecipe | null;
    },
    readText: async (text, { forModel }) =>
      (await pool.run({ kind: 'text', text, forModel })) as TextReading,
    close: () => pool.close(),
  };
}
