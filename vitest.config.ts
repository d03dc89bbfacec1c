import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * unit: pure logic in src/shared; web: components in jsdom; server: routes through app.inject
 * on PGlite, and again on PostgreSQL (server-postgres) when TEST_DATABASE_URL is set.
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: ['src/server/**/*.test.ts'],
    globalSetup: ['src/server/test-support/global-setup.ts'],
    env,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
        },
      },
      serverProject('server', { FC_TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { FC_TEST_DB: 'postgres' })]
        : []),
    ],
  },
});
