import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase } from '#server/test-support/test-db';
import { createCookbook, createFamily, createUser } from '#server/test-support/factories';
import type { DatabaseHandle } from './client';
import { openDataVersions, type DataVersionSource } from './data-versions';
import { openNotificationBus, type NotificationBus } from './notification-bus';
import { pgliteClientOf } from './pglite-client';
import { cookbooks, users } from './schema';

describe('data versions', () => {
  let handle: DatabaseHandle;
  let bus: NotificationBus;
  let versions: DataVersionSource;

  beforeAll(async () => {
    handle = await createTestDatabase();
    bus = await openNotificationBus(handle.db);
    versions = await openDataVersions(handle.db, bus);
  });
  afterAll(async () => {
    await versions.close();
    await bus.close();
    await handle.close();
  });

  it("moves a family's recipe list version, not the auth version, when its cookbook is written", async () => {
    const family = await createFamily(handle.db);
    const before = await versions.current();
    const listBefore = Number(before.familyRecipeList(family.id));
    await createCookbook(handle.db, { name: 'Versioned', familyId: family.id });
    const after = await versions.current();
    expect(Number(after.familyRecipeList(family.id))).toBeGreaterThan(listBefore);
    expect(after.auth).toBe(before.auth);
  });

  it('moves the auth version as soon as a user changes, in the same process', async () => {
    const user = await createUser(handle.db);
    const before = await versions.current();
    await handle.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, user.id));
    expect(Number((await versions.current()).auth)).toBeGreaterThan(Number(before.auth));
  });

  it('stays put for a write that is rolled back', async () => {
    const before = await versions.current();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Nobody' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await versions.current()).toEqual(before);
  });

  it('hands out snapshots that later writes do not change', async () => {
    const snapshot = await versions.current();
    const copy = { ...snapshot };
    await createUser(handle.db);
    expect(snapshot).toEqual(copy);
  });

  it('stays put for statements that change no row', async () => {
    const user = await createUser(handle.db);
    const book = await createCookbook(handle.db);
    const before = await versions.current();
    await handle.db.update(users).set({ name: 'Nobody' }).where(eq(users.id, -1));
    await handle.db.delete(cookbooks).where(eq(cookbooks.id, -1));
    // Rows matched, but every value stays what it was.
    await handle.db.update(users).set({ name: user.name }).where(eq(users.id, user.id));
    await handle.db.update(cookbooks).set({ name: sql`${cookbooks.name}` });
    await handle.db
      .insert(cookbooks)
      .values({ id: book.id, name: 'Duplicate' })
      .onConflictDoNothing();
    expect(await versions.current()).toEqual(before);
  });

  /**
   * NOTIFY takes a lock at commit, so the triggers notify only from a session that set
   * family_cookbook.notify_versions: PGlite's, and every connection of the app's PostgreSQL
   * pools (decision 023), whose processes keep their versions from the notifications.
   */
  it('notifies only from sessions that asked: PGlite and the app pools do, others do not', async () => {
    if (handle.kind === 'pglite') {
      const heard: string[] = [];
      const client = pgliteClientOf(handle.db)!;
      const family = await createFamily(handle.db);
      const unlisten = await client.listen('data_versions', (payload) => heard.push(payload));
      await createCookbook(handle.db, { familyId: family.id });
      await unlisten();
      expect(heard).toEqual([`family_list_version/${family.id}:1`]);
      return;
    }
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    const listener = new pg.Client({ connectionString: pool.options.connectionString });
    const silent = new pg.Client({ connectionString: pool.options.connectionString });
    await Promise.all([listener.connect(), silent.connect()]);
    try {
      const heard: string[] = [];
      let probeHeard!: () => void;
      const probe = new Promise<void>((resolve) => (probeHeard = resolve));
      listener.on('notification', ({ payload = '' }) => {
        if (payload === 'probe') probeHeard();
        else heard.push(payload);
      });
      await listener.query('listen data_versions');

      const family = await createFamily(handle.db);
      await silent.query(
        `insert into family_cookbooks (family_id, cookbook_id)
        select $1, id from cookbooks limit 1`,
        [family.id],
      );
      await createCookbook(handle.db, { name: 'Announced', familyId: family.id });
      // Notifications arrive in commit order: once the probe is in, nothing else is coming.
      await silent.query(`select pg_notify('data_versions', 'probe')`);
      await probe;
      // The silent link moved the family's counter to 1, unannounced; the pool's link to 2.
      expect(heard).toEqual([`family_list_version/${family.id}:2`]);
    } finally {
      await Promise.all([listener.end(), silent.end()]);
    }
  });
});
