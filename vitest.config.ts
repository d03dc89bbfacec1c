import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledMessages } from './build-tools/vite-compiled-messages.ts';
import { MIGRATIONS_CORPUS_DIR } from './scripts/migrations-corpus.mjs';

/** Zones the week math runs in besides the machine's own: two daylight-saving rules north, one south. */
const WEEK_MATH_ZONES = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney'];

/**
 * unit: pure logic in src/shared; web: components in jsdom; server: routes through app.inject
 * on PGlite, and again on PostgreSQL (server-postgres) when TEST_DATABASE_URL is set.
 * unit-tz-*: the meal planner's week math again under each TZ of WEEK_MATH_ZONES.
 * `*.pglite.test.ts` run only on PGlite (they start real server processes on a data folder),
 * `*.postgres.test.ts` only on PostgreSQL (several app instances sharing one database).
 * corpus: `*.corpus.test.ts` read other apps' real exports (../shared/corpus/migrations), so
 * they run where that folder is (scripts/test.mjs warns where it is not).
 */
const serverProject = (name: string, env: Record<string, string>, otherDatabaseOnly: string) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: ['src/server/**/*.test.ts'],
    exclude: [...configDefaults.exclude, otherDatabaseOnly, '**/*.corpus.test.ts'],
    globalSetup: ['src/server/test-support/global-setup.ts'],
    env,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react(), compiledMessages()],
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'build-tools/**/*.test.ts'],
        },
      },
      ...WEEK_MATH_ZONES.map((zone) => ({
        extends: true as const,
        test: {
          name: `unit-tz-${zone}`,
          environment: 'node' as const,
          include: [
            'src/shared/meal-plans/week.test.ts',
            'src/shared/meal-plans/calendar-day.test.ts',
          ],
          env: { TZ: zone },
        },
      })),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Whole screens render in jsdom; on a loaded 2-core CI machine one can take over 5 s.
          testTimeout: 20_000,
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
      serverProject('server', { FC_TEST_DB: 'pglite' }, '**/*.postgres.test.ts'),
      ...(MIGRATIONS_CORPUS_DIR
        ? [
            {
              extends: true as const,
              test: {
                name: 'corpus',
                environment: 'node' as const,
                include: ['src/server/**/*.corpus.test.ts'],
                globalSetup: ['src/server/test-support/global-setup.ts'],
                env: { FC_TEST_DB: 'pglite' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { FC_TEST_DB: 'postgres' }, '**/*.pglite.test.ts')]
        : []),
    ],
  },
});
