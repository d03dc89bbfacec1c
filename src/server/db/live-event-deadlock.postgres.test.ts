import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '#server/test-support/test-db';
import type { DatabaseHandle } from './client';
import { shoppingListItems, shoppingLists } from './schema';
import { createFamily } from '#server/test-support/factories';

/**
 * drizzle/0014: live notices are numbered at commit. Numbered as each statement ran, a check
 * (the item's row, then the family's sequence) and a regeneration of the same list (the
 * sequence, then the item rows) deadlocked, and one of them answered 500. The model test
 * found it; this test orders the two transactions the way that deadlocked.
 */
describe('live notices and concurrent writers (PostgreSQL)', () => {
  let handle: DatabaseHandle & { url?: string };
  const sessions: pg.Client[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    if (!handle.url) throw new Error('this test needs PostgreSQL');
  });
  afterAll(async () => {
    await Promise.all(sessions.map((s) => s.end()));
    await handle?.close();
  });

  const session = async () => {
    const client = new pg.Client({ connectionString: handle.url });
    await client.connect();
    sessions.push(client);
    return client;
  };

  /** Resolves once `pid`'s statement waits for a lock, or `statement` has finished. */
  const blockedOrDone = async (watcher: pg.Client, pid: number, statement: Promise<unknown>) => {
    let done = false;
    void statement.then(
      () => (done = true),
      () => (done = true),
    );
    for (;;) {
      const { rows } = await watcher.query<{ waiting: boolean }>(
        `select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1`,
        [pid],
      );
      if (done || rows[0]?.waiting) return;
    }
  };

  it('lets a check and a regeneration of the same list both commit', async () => {
    const family = await createFamily(handle.db);
    const [list] = await handle.db
      .insert(shoppingLists)
      .values({ familyId: family.id, weekStartDate: '2030-01-06', weekEndDate: '2030-01-12' })
      .returning();
    const [item] = await handle.db
      .insert(shoppingListItems)
      .values({ shoppingListId: list!.id, name: 'milk', category: 'Dairy & Eggs' })
      .returning();
    const [regenerate, check, watcher] = [await session(), await session(), await session()];
    const checkPid = (await check.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
      .pid;

    await regenerate.query('begin');
    await regenerate.query('update shopping_lists set meal_plan_hash = $1 where id = $2', [
      '1',
      list!.id,
    ]);
    await check.query('begin');
    const ticking = check.query(
      'update shopping_list_items set checked = true, version = version + 1 where id = $1',
      [item!.id],
    );
    await blockedOrDone(watcher, checkPid, ticking);
    const clearing = regenerate.query(
      'delete from shopping_list_items where shopping_list_id = $1',
      [list!.id],
    );

    const outcomes = await Promise.allSettled([
      ticking.then(() => check.query('commit')),
      clearing.then(() => regenerate.query('commit')),
    ]);
    const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(errors).toEqual([]);
  });
});
