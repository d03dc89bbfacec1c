import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '#server/test-support/test-db';
import type { Database, DatabaseHandle } from './client';
import {
  analyzeDatabase,
  createDatabaseMaintenance,
  pruneRecipeListChanges,
  RECIPE_LIST_CHANGES_KEPT,
} from './db-maintenance';

/** A logger that keeps what maintenance reports, so tests can read it. */
function recordingLog() {
  const lines: { level: 'info' | 'error'; obj: unknown; msg: string }[] = [];
  const log = {
    info: (obj: unknown, msg: string) => void lines.push({ level: 'info', obj, msg }),
    error: (obj: unknown, msg: string) => void lines.push({ level: 'error', obj, msg }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('analyzeDatabase', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const firstNumber = async (query: SQL) => {
    const result: unknown = await handle.db.execute(query);
    return (result as { rows: { n: number }[] }).rows[0]!.n;
  };
  // reltuples is -1 until a table was analyzed (or vacuumed): the planner then guesses.
  const unitsRowEstimate = () =>
    firstNumber(sql`select reltuples::int as "n" from pg_class where oid = 'units'::regclass`);

  it('gives the planner real row counts', async () => {
    await handle.db.execute(sql`insert into units (name, kind, system, to_base)
      select 'bench unit ' || n, 'count', 'metric', 1 from generate_series(1, 300) n`);
    const count = await firstNumber(sql`select count(*)::int as "n" from units`);
    expect(await unitsRowEstimate()).not.toBe(count);
    await analyzeDatabase(handle.db);
    expect(await unitsRowEstimate()).toBe(count);
  });

  it('keeps the newest versions of each family in the recipe list change log', async () => {
    const newest = { 901: RECIPE_LIST_CHANGES_KEPT + 50, 902: 10 };
    for (const [family, versions] of Object.entries(newest)) {
      await handle.db.execute(sql`insert into recipe_list_changes (family_id, version, recipe_ids)
        select ${Number(family)}, v, array[v] from generate_series(1, ${versions}) v`);
    }
    await pruneRecipeListChanges(handle.db);
    const kept = async (family: number) =>
      firstNumber(sql`select min(version)::int as "n" from recipe_list_changes
        where family_id = ${family}`);
    // A patch from the oldest kept version back still finds every version after it.
    expect(await kept(901)).toBe(newest[901] - RECIPE_LIST_CHANGES_KEPT + 1);
    expect(await kept(902)).toBe(1);
  });
});

describe('database maintenance schedule', () => {
  const db = {} as Database;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a first pass after the delay, then every interval, and stops', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(() => Promise.resolve());
    const { log, lines } = recordingLog();
    const maintenance = createDatabaseMaintenance(
      { db, log },
      { firstPassMs: 1_000, intervalMs: 10_000, pass },
    );
    maintenance.start();
    maintenance.start(); // a second start schedules nothing more
    expect(maintenance.isScheduled).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(pass).toHaveBeenCalledWith(db);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(lines.filter((l) => l.msg === 'database maintained')).toHaveLength(2);

    await maintenance.stop();
    expect(maintenance.isScheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('waits for a running pass on stop, and runs none after', async () => {
    let finish = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const maintenance = createDatabaseMaintenance({ db, log: recordingLog().log }, { pass });
    const running = maintenance.runNow();
    expect(maintenance.runNow()).toBe(running); // a pass in flight is shared, not repeated
    let stopped = false;
    const stopping = maintenance.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await maintenance.runNow();
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('logs a failed pass instead of throwing, and keeps the schedule', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(() => Promise.reject(new Error('database gone')));
    const { log, lines } = recordingLog();
    const maintenance = createDatabaseMaintenance(
      { db, log },
      { firstPassMs: 10, intervalMs: 100, pass },
    );
    maintenance.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'database maintenance failed' }),
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(pass).toHaveBeenCalledTimes(2);
    await maintenance.stop();
  });
});
