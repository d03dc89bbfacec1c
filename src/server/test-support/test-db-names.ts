import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const PGLITE_TEMPLATE_FILE = path.join(root, '.tmp', 'pglite-template.tar');
export const POSTGRES_TEMPLATE_DB = 'family_cookbook_test_template';

/** A PostgreSQL server for the second pass of the route tests (`.ci/run` sets it). */
export function postgresTestUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The vitest project `server-postgres` sets FC_TEST_DB=postgres; every other run uses PGlite. */
export function testDatabaseUrl(): string | undefined {
  if (process.env.FC_TEST_DB !== 'postgres') return undefined;
  const url = postgresTestUrl();
  if (!url) throw new Error('FC_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}
