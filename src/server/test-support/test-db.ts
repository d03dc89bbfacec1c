import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, wrapPglite, type DatabaseHandle } from '#server/db/client';
import { PgliteInWorker } from '#server/db/pglite-worker/pglite-in-worker';
import { dropDatabase, withDatabase } from './global-setup';
import { pgliteTemplateFile, postgresTemplateDb, testDatabaseUrl } from './test-db-names';

/**
 * A fresh, migrated database for one test file: a copy of the template made by global-setup,
 * on PGlite in a worker thread as the server runs it (decision 033), or (FC_TEST_DB=postgres)
 * on a PostgreSQL server.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = testDatabaseUrl();
  if (!url) {
    return wrapPglite(await PgliteInWorker.open({ loadDataDirFile: pgliteTemplateFile() }));
  }
  const name = `family_cookbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgresTemplateDb()}`);
  await admin.end();
  const databaseUrl = withDatabase(url, name);
  const handle = openPostgres(databaseUrl);
  return {
    ...handle,
    url: databaseUrl,
    close: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}
