import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { createMissingCardVariants, removeUnusedImages } from './image-cleanup';
import type { ImageStorage } from './storage';

export const IMAGE_MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type ImageMaintenance = {
  /**
   * Runs a pass now and then every interval; resolves when the first pass is done. The timer
   * never keeps the process alive.
   */
  start(): Promise<void>;
  /** One pass (cards for referenced images that lack one, then the cleanup); never throws. */
  runNow(): Promise<void>;
  /** Clears the timer and waits for a running pass, which stops between files. */
  stop(): Promise<void>;
  /** The interval timer while started (tests check it is unref'd). */
  readonly timer: NodeJS.Timeout | null;
};

/**
 * The image housekeeping server.ts runs at start and daily. Each process runs its own: both
 * steps are idempotent, and deleting a file already gone is no error.
 */
type Deps = { db: Database; storage: ImageStorage; log: FastifyBaseLogger };

async function maintenancePass(deps: Deps, signal: AbortSignal) {
  const cardsCreated = await createMissingCardVariants(deps, { signal });
  const removed = await removeUnusedImages(deps, { signal });
  deps.log.info(
    { cardsCreated: cardsCreated.length, imagesRemoved: removed.length },
    'image maintenance done',
  );
}

export function createImageMaintenance(
  deps: Deps,
  {
    intervalMs = IMAGE_MAINTENANCE_INTERVAL_MS,
    pass = maintenancePass,
  }: { intervalMs?: number; pass?: (deps: Deps, signal: AbortSignal) => Promise<void> } = {},
): ImageMaintenance {
  const { log } = deps;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function runNow(): Promise<void> {
    if (abort.signal.aborted) return Promise.resolve();
    // One pass at a time: a slow pass is not overtaken by the next tick.
    running ??= pass(deps, abort.signal)
      .catch((err: unknown) => log.error({ err }, 'image maintenance failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start() {
      timer ??= setInterval(() => void runNow(), intervalMs).unref();
      return runNow();
    },
    runNow,
    async stop() {
      abort.abort();
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    get timer() {
      return timer;
    },
  };
}
