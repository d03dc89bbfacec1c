import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations, withStartupLock } from './db/migrate';
import { ensureDemoSeed } from './db/seed/seed';
import { LocalImageStorage } from './modules/images/storage';

/** The only place that listens. Migrates (and seeds once) before accepting requests. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const handle = await openDatabase(config);
  const storage = LocalImageStorage.forDataDir(config.dataDir);
  await withStartupLock(handle, async () => {
    await runMigrations(handle);
    if (config.seedDemoData) await ensureDemoSeed(handle.db, storage);
  });

  const app = await buildApp({ config, db: handle.db, serveWebClient: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Family Cookbook is ready at ${config.publicUrl.origin}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
