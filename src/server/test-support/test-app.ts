import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import type { Database, DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from './test-db';

export function testConfig(overrides: Record<string, string> = {}): Config {
  // Load shedding off unless a test asks for it: a test that runs as production (1 s default)
  // would otherwise get 503s on a loaded CI machine whose event loop lags past it.
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    MAX_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}

/**
 * One app and one database per test file. Tests create what they need with the factories in
 * ./factories; each file starts from an empty, migrated database.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'liveEvents'> = {},
) {
  const ctx = {} as {
    app: App;
    db: Database;
    handle: DatabaseHandle & { url?: string };
    config: Config;
  };
  beforeAll(async () => {
    ctx.handle = await createTestDatabase();
    ctx.db = ctx.handle.db;
    ctx.config = testConfig(env);
    ctx.app = await buildApp({ config: ctx.config, db: ctx.db, ...options });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.handle?.close();
  });
  return ctx;
}
