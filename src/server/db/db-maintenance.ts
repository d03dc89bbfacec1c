import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/**
 * Planner statistics (docs/decisions/019-compiled-server-and-database-tuning.md). PGlite runs
 * PostgreSQL in single-user mode, where autovacuum never runs: without an explicit ANALYZE
 * every plan is built on default row estimates. On PostgreSQL autovacuum analyzes too; the
 * same passes there are cheap and harmless.
 */
export const DATABASE_MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first scheduled pass waits a while, so it never competes with the first page loads. */
export const DATABASE_MAINTENANCE_FIRST_PASS_MS = 10 * 60 * 1000;

/** Refreshes the planner statistics of every table (100–250 ms at 2,000–10,000 recipes). */
export async function analyzeDatabase(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * How many of its newest versions each family keeps in the recipe list change log
 * (drizzle/0017, decision 032): a cached or saved list further behind is read whole instead
 * of patched, so older rows serve nobody.
 */
export const RECIPE_LIST_CHANGES_KEPT = 1024;

/** Drops the change log rows no list patch reads any more (every family at once). */
export async function pruneRecipeListChanges(db: Database): Promise<void> {
  await db.execute(sql`delete from recipe_list_changes c
    using (select family_id, max(version) as newest from recipe_list_changes group by family_id) n
    where c.family_id = n.family_id and c.version <= n.newest - ${RECIPE_LIST_CHANGES_KEPT}`);
}

/** The scheduled pass: the change log pruned, then fresh statistics. */
async function maintainDatabase(db: Database): Promise<void> {
  await pruneRecipeListChanges(db);
  await analyzeDatabase(db);
}

export type DatabaseMaintenance = {
  /** Schedules a pass after the first delay and then every interval; never keeps the process alive. */
  start(): void;
  /** One pass now (a running pass is shared, not repeated); logs failures, never throws. */
  runNow(): Promise<void>;
  /** Clears the timers and waits for a running pass, so the database can close after it. */
  stop(): Promise<void>;
  /** Whether a timer is pending (tests check start and stop). */
  readonly isScheduled: boolean;
};

type Deps = { db: Database; log: FastifyBaseLogger };

export function createDatabaseMaintenance(
  deps: Deps,
  {
    firstPassMs = DATABASE_MAINTENANCE_FIRST_PASS_MS,
    intervalMs = DATABASE_MAINTENANCE_INTERVAL_MS,
    pass = maintainDatabase,
  }: { firstPassMs?: number; intervalMs?: number; pass?: (db: Database) => Promise<void> } = {},
): DatabaseMaintenance {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function runNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      const startedAt = performance.now();
      await pass(deps.db);
      deps.log.info({ ms: Math.round(performance.now() - startedAt) }, 'database maintained');
    })()
      .catch((err: unknown) => deps.log.error({ err }, 'database maintenance failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      void runNow().then(() => {
        if (!stopped) schedule(intervalMs);
      });
    }, delayMs).unref();
  }

  return {
    start() {
      if (!stopped && !timer) schedule(firstPassMs);
    },
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    get isScheduled() {
      return timer !== null;
    },
  };
}
