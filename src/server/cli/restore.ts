/**
 * `npm run --silent restore -- FILE [--replace]`: restores a backup made by `npm run backup`
 * or Download Backup into the database `npm start` would open (docs/decisions/052-backup-and-restore.md):
 * PGlite in DATA_DIR (no server may hold it: stop it first) or DATABASE_URL, and the images
 * into DATA_DIR/uploads. A backup from PGlite restores into PostgreSQL and back.
 * Prints one JSON line. Exit codes: 1 a wrong argument or another failure, 2 the backup is
 * refused (a checksum, the manifest, a schema newer than this code), 3 the database is not
 * empty and --replace was not given; nothing was changed in those cases.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { ConfigError } from '#server/config-error';
import { openDatabase } from '#server/db/client';
import { DataFolderLockedError, lockDataFolder } from '#server/db/data-folder-lock';
import { BackupRefused } from '#server/modules/backup/backup-manifest';
import { DatabaseNotEmpty, restoreBackup } from '#server/modules/backup/backup-restore';
import { LocalImageStorage } from '#server/modules/images/storage';

class UsageError extends Error {}

function readArguments() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    throw new UsageError('Usage: npm run --silent restore -- FILE [--replace]');
  }
  if (!existsSync(file)) throw new UsageError(`No such file: ${file}`);
  return { file: path.resolve(file), replace: values.replace };
}

async function main() {
  const args = readArguments();
  const config = loadConfig();
  const folderLock = config.databaseUrl
    ? null
    : await lockDataFolder(config.dataDir, () => process.exit(1));
  try {
    const handle = await openDatabase(config);
    try {
      const summary = await restoreBackup(
        args.file,
        { handle, storage: LocalImageStorage.forDataDir(config.dataDir) },
        { replace: args.replace },
      );
      console.log(JSON.stringify({ file: args.file, database: handle.kind, ...summary }));
    } finally {
      await handle.close();
    }
  } finally {
    await folderLock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupRefused) {
    console.error(`Backup refused: ${error.message}`);
    process.exitCode = 2;
  } else if (error instanceof DatabaseNotEmpty) {
    console.error(error.message);
    process.exitCode = 3;
  } else if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataFolderLockedError
  ) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
});
