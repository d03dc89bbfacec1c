import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { ConfigError } from './config-error';
import { openDatabase } from './db/client';
import { analyzeDatabase, createDatabaseMaintenance } from './db/db-maintenance';
import { DataFolderLockedError, lockDataFolder, type DataFolderLock } from './db/data-folder-lock';
import { runMigrations, withStartupLock } from './db/migrate';
import { ensureDemoSeed } from './db/seed/seed';
import { LocalImageStorage } from './modules/images/storage';
import { createImageMaintenance } from './modules/images/image-maintenance';
import { serializeError } from './plugins/logging';

/** How long in-flight requests get to finish on SIGTERM/SIGINT before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The only place that listens. Locks the PGlite data folder, migrates (and seeds once)
 * before accepting requests, and closes gracefully on a signal or a fatal error.
 */
async function main() {
  const config = loadConfigOrExit();
  // PGlite: this process must own its folder before the database opens (decision 007).
  const folderLock = config.databaseUrl ? null : await lockFolderOrExit(config);
  const handle = await openDatabase(config);
  const storage = LocalImageStorage.forDataDir(config.dataDir);
  await withStartupLock(handle, async () => {
    const migrationsApplied = await runMigrations(handle);
    const seeded = config.seedDemoData && (await ensureDemoSeed(handle.db, storage)) === 'seeded';
    // Fresh statistics after the schema or the data changed wholesale: PGlite never runs
    // autovacuum, so without this its plans stay on default estimates (decision 019).
    if (migrationsApplied > 0 || seeded) await analyzeDatabase(handle.db);
  });

  const app = await buildApp({ config, db: handle.db, serveWebClient: true });
  // Cards for images stored before card sizes existed, and unused images removed: at start and
  // daily, in the background. Stopped (and awaited) before the database closes.
  const imageMaintenance = createImageMaintenance({
    db: handle.db,
    storage: app.imageStorage,
    log: app.log,
  });
  app.addHook('onClose', () => imageMaintenance.stop());
  // ANALYZE daily (the first pass ten minutes after start); stopped before the database closes.
  const databaseMaintenance = createDatabaseMaintenance({ db: handle.db, log: app.log });
  app.addHook('onClose', () => databaseMaintenance.stop());
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: false }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database
    // and only then give the folder up.
    await app.close();
    await handle.close();
    await folderLock?.release();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Family Cookbook is ready at ${config.publicUrl.origin}`);
  imageMaintenance.start();
  databaseMaintenance.start();
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function lockFolderOrExit(config: Config): Promise<DataFolderLock> {
  try {
    return await lockDataFolder(config.dataDir, (error) => {
      // Someone took the folder over while this process stalled: writing on would corrupt it.
      console.error(`Lost the lock on the data folder ${config.dataDir}: ${error.message}`);
      process.exit(1);
    });
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  // Through the log's serializer: a failed migration or seed must not print query parameters.
  console.error(serializeError(error).stack);
  process.exit(1);
});
