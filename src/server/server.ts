import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { ConfigError } from './config-error';
import { openDatabase } from './db/client';
import { analyzeDatabase, createDatabaseMaintenance } from './db/db-maintenance';
import { DataFolderLockedError, lockDataFolder, type DataFolderLock } from './db/data-folder-lock';
import { runMigrations, withStartupLock } from './db/migrate';
import { ensureDemoSeed, isDemoSeedDue, renderDemoImages } from './db/seed/seed';
import { LocalImageStorage } from './modules/images/storage';
import { createImageMaintenance } from './modules/images/image-maintenance';
import { warmUpRecipeLists } from './modules/recipes/recipe-list-cache-warm-up';
import { createScheduledBackups } from './modules/backup/backup-schedule';
import {
  createLocalToken,
  localUrl,
  removeLocalAccess,
  writeLocalAccess,
} from './modules/backup/local-access';
import { serializeError } from './plugins/logging';

/** How long in-flight requests get to finish on SIGTERM/SIGINT before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The only place that listens. Locks the PGlite data folder, migrates (and seeds once)
 * before accepting requests, and closes gracefully on a signal or a fatal error. What requests
 * do not need to be correct runs after listening: warming the recipe lists, ANALYZE, the image
 * housekeeping. Each phase logs one line with its milliseconds (decision 034).
 */
async function main() {
  const config = loadConfigOrExit();
  const phases = startPhases();
  // PGlite: this process must own its folder before the database opens (decision 007).
  const folderLock = config.databaseUrl ? null : await lockFolderOrExit(config);
  const storage = LocalImageStorage.forDataDir(config.dataDir);
  // The demo's pictures take longest of a first start and need no database: a new PGlite
  // folder (client.ts keeps it in <data>/pglite) certainly gets the demo, so they render while
  // initdb runs; otherwise while the migrations run, if the seed is due.
  const renderImages = () => phases.time('demo images', () => renderDemoImages(storage));
  const isNewPgliteFolder =
    !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
  let demoImages = config.seedDemoData && isNewPgliteFolder ? renderImages() : undefined;
  const handle = await phases.time('open', () => openDatabase(config));
  if (config.seedDemoData && !demoImages && (await isDemoSeedDue(handle.db))) {
    demoImages = renderImages();
  }
  // Awaited by the seed; a failure unawaited (another process seeded) must not end this one.
  demoImages?.catch(() => undefined);
  const isAnalyseDue = await withStartupLock(handle, async () => {
    const migrationsApplied = await phases.time('migrate', () => runMigrations(handle));
    const seeded =
      config.seedDemoData &&
      (await phases.time('seed check', () => ensureDemoSeed(handle.db, storage, demoImages))) ===
        'seeded';
    return migrationsApplied > 0 || seeded;
  });

  // `npm run backup` cannot open a PGlite folder this process holds: it asks this server,
  // with a token only this machine's owner of the folder can read (decision 052).
  const backupToken = folderLock ? createLocalToken() : null;
  const app = await phases.time('app', () =>
    buildApp({ config, db: handle.db, serveWebClient: true, backupToken }),
  );
  phases.logTo(app.log);
  // Cards for images stored before card sizes existed, and unused images removed: after
  // start and daily, in the background. Stopped (and awaited) before the database closes.
  const imageMaintenance = createImageMaintenance({
    db: handle.db,
    storage: app.imageStorage,
    log: app.log,
  });
  app.addHook('onClose', () => imageMaintenance.stop());
  // ANALYZE daily (the first pass ten minutes after start); stopped before the database closes.
  const databaseMaintenance = createDatabaseMaintenance({ db: handle.db, log: app.log });
  app.addHook('onClose', () => databaseMaintenance.stop());
  // Daily backups into BACKUP_DIR (decision 052); stopped (and awaited) before the database closes.
  const scheduledBackups = config.backups.dir
    ? createScheduledBackups({
        source: { db: handle.db, kind: handle.kind, storage: app.imageStorage },
        dir: config.backups.dir,
        keep: config.backups.keep,
        log: app.log,
      })
    : null;
  if (scheduledBackups) app.addHook('onClose', () => scheduledBackups.stop());
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: false }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database
    // and only then give the folder up.
    if (backupToken) removeLocalAccess(config.dataDir);
    await app.close();
    await handle.close();
    await folderLock?.release();
  });

  await phases.time('listen', () => app.listen({ host: config.host, port: config.port }));
  if (backupToken) {
    const { port } = app.server.address() as AddressInfo;
    writeLocalAccess(config.dataDir, {
      url: localUrl(config.host, port),
      host: config.publicUrl.host,
      token: backupToken,
      pid: process.pid,
    });
  }
  scheduledBackups?.start();
  app.log.info(
    { ms: Math.round(performance.now()) },
    `Family Cookbook is ready at ${config.publicUrl.origin}`,
  );
  // One after another, the first page loads' needs first. The recipe lists: the first request
  // after a restart finds its family's list ready. Fresh statistics after the schema or the
  // data changed wholesale: PGlite never runs autovacuum (decision 019).
  await phases.timeOrWarn('cache warm-up', () => warmUpRecipeLists(app));
  if (isAnalyseDue) await phases.timeOrWarn('analyse', () => analyzeDatabase(handle.db));
  await phases.timeOrWarn('image cleanup', () => imageMaintenance.start());
  databaseMaintenance.start();
}

/**
 * Times the phases of the start and logs one line each. Lines of phases that end before the
 * app (and so its log) exists wait for it.
 */
function startPhases() {
  let log: FastifyBaseLogger | null = null;
  const waiting: { phase: string; ms: number }[] = [];
  const report = (phase: string, ms: number) => {
    if (log) log.info({ phase, ms }, `start phase ${phase}: ${ms} ms`);
    else waiting.push({ phase, ms });
  };
  const time = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const startedAt = performance.now();
    try {
      return await work();
    } finally {
      report(phase, Math.round(performance.now() - startedAt));
    }
  };
  return {
    time,
    /** A phase after listening, which the app can do without: a failure is only logged. */
    async timeOrWarn(phase: string, work: () => Promise<unknown>) {
      await time(phase, work).catch((err: unknown) =>
        log?.warn({ err, phase }, `start phase ${phase} failed`),
      );
    },
    logTo(logger: FastifyBaseLogger) {
      log = logger;
      for (const line of waiting.splice(0)) report(line.phase, line.ms);
    },
  };
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
