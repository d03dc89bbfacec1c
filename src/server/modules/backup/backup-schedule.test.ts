import { readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { storageIn, tempDir } from '#server/test-support/backup-testing';
import { createTestDatabase } from '#server/test-support/test-db';
import { verifyBackup } from './backup-read';
import { createScheduledBackups } from './backup-schedule';

/** BACKUP_DIR and BACKUP_KEEP (decision 052): a backup on schedule, the oldest pruned. */
describe('scheduled backups', () => {
  const dir = tempDir();
  const backups = path.join(dir, 'backups');
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a whole backup under its time, keeps the newest N, and logs a failure', async () => {
    mkdirSync(backups, { recursive: true });
    for (const day of ['20', '21', '22']) {
      writeFileSync(path.join(backups, `backup-2026-11-${day}-0300.zip`), 'old');
    }
    const lines: string[] = [];
    const log = {
      info: (_obj: unknown, message: string) => void lines.push(message),
      error: (_obj: unknown, message: string) => void lines.push(message),
    } as unknown as FastifyBaseLogger;
    const schedule = createScheduledBackups({
      source: { db: handle.db, kind: handle.kind, storage: storageIn(dir) },
      dir: backups,
      keep: 2,
      log,
      firstDelayMs: 1,
      intervalMs: 60 * 60 * 1000,
      now: () => new Date('2026-11-28T04:05:00Z'),
    });
    schedule.start();
    await expect
      .poll(() => lines.some((l) => l.includes('scheduled backup written')), { timeout: 15_000 })
      .toBe(true);
    await schedule.stop();
    expect(readdirSync(backups).sort()).toEqual([
      'backup-2026-11-22-0300.zip',
      'backup-2026-11-28-0405.zip',
    ]);
    const manifest = await verifyBackup(path.join(backups, 'backup-2026-11-28-0405.zip'));
    expect(manifest.database).toBe(handle.kind);

    // A folder that cannot be written: logged, the server carries on.
    const blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, 'a file, not a folder');
    const failing = createScheduledBackups({
      source: { db: handle.db, kind: handle.kind, storage: storageIn(dir) },
      dir: blocked,
      keep: 2,
      log,
      firstDelayMs: 1,
    });
    failing.start();
    await expect
      .poll(() => lines.some((l) => l.includes('scheduled backup failed')), { timeout: 15_000 })
      .toBe(true);
    await failing.stop();
  });
});
