/**
 * `npm run --silent backup -- --out FILE`: a backup of the whole server, as `npm start` opens
 * its database (docs/decisions/052-backup-and-restore.md). On PostgreSQL it reads the database
 * directly; on PGlite it opens the data folder when no server holds it, and otherwise asks the
 * running server (GET /api/admin/backup with the local token the server wrote into the
 * folder). Prints one JSON line; exits 1 on any failure.
 */
import { existsSync, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '#server/config';
import { ConfigError } from '#server/config-error';
import { openDatabase } from '#server/db/client';
import { DataFolderLockedError, lockDataFolder } from '#server/db/data-folder-lock';
import { BackupRefused, type BackupManifest } from '#server/modules/backup/backup-manifest';
import { verifyBackup } from '#server/modules/backup/backup-read';
import { writeBackupFile } from '#server/modules/backup/backup-schedule';
import {
  BACKUP_TOKEN_HEADER,
  readLocalAccess,
  type LocalAccess,
} from '#server/modules/backup/local-access';
import { LocalImageStorage } from '#server/modules/images/storage';

class UsageError extends Error {}

function readArguments() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new UsageError('Usage: npm run --silent backup -- --out FILE');
  return { out: path.resolve(values.out) };
}

/** Backs up the database itself (PostgreSQL, or a PGlite folder no server holds). */
async function backUpDatabase(config: Config, out: string) {
  const handle = await openDatabase(config);
  try {
    const storage = LocalImageStorage.forDataDir(config.dataDir);
    return await writeBackupFile({ db: handle.db, kind: handle.kind, storage }, out);
  } finally {
    await handle.close();
  }
}

/** Asks the server that holds the PGlite folder for the backup, then checks what came. */
async function backUpThroughServer(access: LocalAccess, out: string): Promise<BackupManifest> {
  const temp = path.join(path.dirname(out), `.${path.basename(out)}.${process.pid}.tmp`);
  try {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        new URL('/api/admin/backup', access.url),
        { headers: { host: access.host, [BACKUP_TOKEN_HEADER]: access.token } },
        (response) => {
          if (response.statusCode !== 200) {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              reject(
                new Error(`The server answered ${response.statusCode}: ${body.slice(0, 300)}`),
              ),
            );
            return;
          }
          pipeline(response, createWriteStream(temp, { mode: 0o600 })).then(resolve, reject);
        },
      );
      request.on('error', reject);
    });
    const manifest = await verifyBackup(temp);
    await rename(temp, out);
    return manifest;
  } finally {
    await rm(temp, { force: true });
  }
}

async function main() {
  const { out } = readArguments();
  const config = loadConfig();
  let manifest: BackupManifest;
  let via: 'database' | 'server' = 'database';
  if (config.databaseUrl) {
    manifest = await backUpDatabase(config, out);
  } else {
    if (!existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
      throw new UsageError(`No database in ${config.dataDir} (DATA_DIR): nothing to back up`);
    }
    let lock;
    try {
      lock = await lockDataFolder(config.dataDir, () => process.exit(1));
    } catch (error) {
      if (!(error instanceof DataFolderLockedError)) throw error;
      const access = readLocalAccess(config.dataDir);
      if (!access) {
        throw new UsageError(
          `${error.message} It has not said where it listens (yet): use Download Backup on its admin dashboard.`,
        );
      }
      lock = null;
      via = 'server';
      manifest = await backUpThroughServer(access, out);
    }
    if (lock) {
      try {
        manifest = await backUpDatabase(config, out);
      } finally {
        await lock.release();
      }
    }
  }
  const tables = Object.values(manifest!.tables);
  console.log(
    JSON.stringify({
      file: out,
      database: manifest!.database,
      via,
      schemaVersion: manifest!.schemaVersion,
      tables: tables.length,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      images: Object.keys(manifest!.images).length,
      bytes: (await stat(out)).size,
    }),
  );
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof BackupRefused ||
    error instanceof DataFolderLockedError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
