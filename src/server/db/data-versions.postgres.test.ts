import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '#server/test-support/test-db';
import { createCookbook, createFamily } from '#server/test-support/factories';
import { openPostgres, type DatabaseHandle } from './client';
import { openDataVersions, type DataVersionSource } from './data-versions';
import {
  LISTENER_APPLICATION_NAME,
  openNotificationBus,
  type NotificationBus,
} from './notification-bus';

/**
 * Decision 023: on PostgreSQL each process keeps the versions in memory. Its own writes are
 * heard on the pool's connections before they resolve, other processes' through one listening
 * connection; while that connection is down every call reads the database.
 */
describe('data versions on PostgreSQL, several processes', () => {
  let handle: DatabaseHandle & { url?: string };
  let otherProcess: DatabaseHandle;
  let bus: NotificationBus;
  let versions: DataVersionSource;
  /** A session that writes without announcing it, as psql would. */
  let silent: pg.Client;
  let familyId: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    if (!handle.url) throw new Error('this test needs PostgreSQL (FC_TEST_DB=postgres)');
    otherProcess = openPostgres(handle.url);
    // Long enough a wait before listening again that the test sees the listener down.
    bus = await openNotificationBus(handle.db, { retryDelaysMs: { first: 1500, max: 1500 } });
    versions = await openDataVersions(handle.db, bus);
    silent = new pg.Client({ connectionString: handle.url });
    await silent.connect();
    familyId = (await createFamily(handle.db)).id;
  });
  afterAll(async () => {
    await silent?.end();
    await versions?.close();
    await bus?.close();
    await otherProcess?.close();
    await handle?.close();
  });

  /** The family's list version as the database has it: the global counter plus its own. */
  const listVersionInDatabase = async () => {
    const { rows } = await silent.query<{ version: string }>(
      `select coalesce(sum((value #>> '{}')::bigint), 0)::text as version from app_meta
        where key in ('recipe_list_version', 'family_list_version/' || $1::int)`,
      [familyId],
    );
    return rows[0]!.version;
  };
  const listVersionInMemory = async () => (await versions.current()).familyRecipeList(familyId);
  /** A cookbook for the family, added by a session that does not announce it. */
  const silentWrite = () =>
    silent.query(
      `with book as (insert into cookbooks (name) values ('Unannounced') returning id)
       insert into family_cookbooks (family_id, cookbook_id) select $1, id from book`,
      [familyId],
    );
  const announcedWrite = (db: DatabaseHandle['db']) => createCookbook(db, { familyId });

  it('answers from memory while listening: a write nobody announced is not seen', async () => {
    expect(versions.live).toBe(true);
    const before = await listVersionInMemory();
    await silentWrite();
    expect(await listVersionInMemory()).toBe(before);
    expect(Number(await listVersionInDatabase())).toBeGreaterThan(Number(before));
  });

  it("hears another process's write once its notification arrives", async () => {
    await announcedWrite(otherProcess.db);
    const written = await listVersionInDatabase();
    await expect.poll(listVersionInMemory).toBe(written);
  });

  it('reads the database while its listener is down, and listens again after a resync', async () => {
    await silent.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    await expect.poll(() => versions.live).toBe(false);
    await silentWrite();
    // Down: exact, because each call reads.
    expect(await listVersionInMemory()).toBe(await listVersionInDatabase());

    await expect.poll(() => versions.live, { timeout: 5000 }).toBe(true);
    await announcedWrite(otherProcess.db);
    const written = await listVersionInDatabase();
    await expect.poll(listVersionInMemory).toBe(written);
  });
});
