import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';

/**
 * The real app on `db` as the benches run it: development settings, warnings only in the log,
 * a throwaway data folder, plus any `env` settings of the bench's own. `close` stops the app
 * and removes the folder (not the database).
 */
export async function buildBenchApp(db: Database, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const app = await buildApp({ config, db });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
