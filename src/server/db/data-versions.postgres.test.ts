import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from '#server/test-support/test-db';
import { createCookbook } from '#server/test-support/factories';
import { openPostgres, type DatabaseHandle } from './client';
import { openDataVersions, VERSIONS_LISTENER_NAME, type DataVersionSource } from './data-versions';

/**
 * Decision 023: on PostgreSQL each process keeps the versions in memory. Its own writes are
 * heard on the pool's connections before they resolve, other processes' through one listening
 * connection; while that connection is down every call reads the database.
 */
describe('data versions on PostgreSQL, several processes', () => {
  let handle: DatabaseHandle & { url?: string };
  let otherProcess: DatabaseHandle;
  let versions: DataVersionSource;
  /** A session that writes without announcing it, as psql would. */
  let silent: pg.Client;

  beforeAll(async () => {
    handle = await createTestDatabase();
    if (!handle.url) throw new Error('this test needs PostgreSQL (FC_TEST_DB=postgres)');
    otherProcess = openPostgres(handle.url);
    // Long enough a wait before listening again that the test sees the listener down.
    versions = await openDataVersions(handle.db, { retryDelaysMs: { first: 1500, max: 1500 } });
    silent = new pg.Client({ connectionString: handle.url });
    await silent.connect();
  });
  afterAll(async () => {
    await silent?.end();
    await versions?.close();
    await otherProcess?.close();
    await handle?.close();
  });

  const listVersionInDatabase = async () => {
    const { rows } = await silent.query<{ value: string }>(
      `select value #>> '{}' as value from app_meta where key = 'recipe_list_version'`,
    );
    return rows[0]?.value ?? '0';
  };
  const silentWrite = () => silent.query(`insert into cookbooks (name) values ('Unannounced')`);

  it('answers from memory while listening: a write nobody announced is not seen', async () => {
    expect(versions.live).toBe(true);
    const before = await versions.current();
    await silentWrite();
    expect(await versions.current()).toEqual(before);
  });

  it("hears another process's write once its notification arrives", async () => {
    await createCookbook(otherProcess.db, { name: 'From the other process' });
    const written = await listVersionInDatabase();
    await expect.poll(async () => (await versions.current()).recipeList).toBe(written);
  });

  it('reads the database while its listener is down, and listens again after a resync', async () => {
    await silent.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [VERSIONS_LISTENER_NAME],
    );
    await expect.poll(() => versions.live).toBe(false);
    await silentWrite();
    // Down: exact, because each call reads.
    expect((await versions.current()).recipeList).toBe(await listVersionInDatabase());

    await expect.poll(() => versions.live, { timeout: 5000 }).toBe(true);
    await createCookbook(otherProcess.db, { name: 'After the reconnect' });
    const written = await listVersionInDatabase();
    await expect.poll(async () => (await versions.current()).recipeList).toBe(written);
  });
});
