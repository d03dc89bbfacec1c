/**
 * Daily backups into BACKUP_DIR, keeping the newest BACKUP_KEEP
 * (docs/decisions/052-backup-and-restore.md): the first a minute after start, then every 24
 * hours. Each is written under a temporary name and renamed when complete; a failure is logged
 * and the server carries on.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupManifest } from './backup-manifest';
import { createBackup, type BackupSource } from './backup-write';

const FIRST_DELAY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAME = /^backup-\d{4}-\d{2}-\d{2}-\d{4}\.zip$/;

const two = (n: number) => String(n).padStart(2, '0');

/** `backup-YYYY-MM-DD-HHmm.zip`, in UTC: names sort as the times they were made. */
export function backupFileName(at: Date) {
  const day = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  return `backup-${day}-${two(at.getUTCHours())}${two(at.getUTCMinutes())}.zip`;
}

/** Writes a backup to `file` through a temporary name beside it; returns its manifest. */
export async function writeBackupFile(source: BackupSource, file: string) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await mkdir(path.dirname(file), { recursive: true });
  try {
    const backup = await createBackup(source);
    await pipeline(backup.stream, createWriteStream(temp, { mode: 0o600 }));
    const manifest = await backup.manifest;
    await rename(temp, file);
    return manifest;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Removes the oldest backups of `dir` (by their names) beyond the newest `keep`. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => NAME.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

export type ScheduledBackups = { start: () => void; stop: () => Promise<void> };

export function createScheduledBackups(options: {
  source: BackupSource;
  dir: string;
  keep: number;
  log: FastifyBaseLogger;
  firstDelayMs?: number;
  intervalMs?: number;
  now?: () => Date;
}): ScheduledBackups {
  const { source, dir, keep, log } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  async function backUp() {
    const file = path.join(dir, backupFileName(now()));
    const startedAt = performance.now();
    const manifest: BackupManifest = await writeBackupFile(source, file);
    const removed = await pruneBackups(dir, keep);
    log.info(
      {
        file,
        ms: Math.round(performance.now() - startedAt),
        images: Object.keys(manifest.images).length,
        removed,
      },
      'scheduled backup written',
    );
  }
  function run() {
    running = backUp()
      .catch((err: unknown) => log.error({ err }, 'scheduled backup failed'))
      .finally(() => {
        running = null;
        schedule(options.intervalMs ?? DAY_MS);
      });
  }
  return {
    start: () => schedule(options.firstDelayMs ?? FIRST_DELAY_MS),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
