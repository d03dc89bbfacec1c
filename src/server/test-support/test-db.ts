import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/client';
import { withDatabase } from './global-setup';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, testDatabaseUrl } from './test-db-names';

/**
 * A fresh, migrated database for one test file: a copy of the template made by global-setup,
 * on PGlite or (FC_TEST_DATABASE_URL set) on a PostgreSQL server.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  if (!url) {
    const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
    return wrapPglite(await PGlite.create({ loadDataDir: dump }));
  }
  const name = `family_cookbook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE_DB}`);
  await admin.end();
  const handle = openPostgres(withDatabase(url, name));
  return {
    ...handle,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}
