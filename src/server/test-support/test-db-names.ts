import { inject } from 'vitest';

/**
 * Where this test run's migrated templates are. Global setup names them per run (and
 * provides the names to the test files), so two test runs on one machine never drop or
 * rewrite each other's template.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplateDb: string;
  }
}

export function pgliteTemplateFile(): string {
  return inject('pgliteTemplateFile');
}

export function postgresTemplateDb(): string {
  return inject('postgresTemplateDb');
}

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
