import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockDataFolder, type DataFolderLock } from './data-folder-lock';

describe('lockDataFolder', () => {
  const dirs: string[] = [];
  const locks: DataFolderLock[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-lock-unit-'));
    dirs.push(dir);
    return dir;
  };
  const lock = async (dir: string) => {
    const held = await lockDataFolder(dir, (error) => {
      throw error;
    });
    locks.push(held);
    return held;
  };
  afterEach(async () => {
    for (const held of locks.splice(0)) await held.release().catch(() => undefined);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder at once, naming the folder and the holding process', async () => {
    const dir = newDir();
    await lock(dir);
    const refusal = await lock(dir).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DataFolderLockedError);
    expect((refusal as Error).message).toContain(`The data folder ${dir} is in use by process`);
    expect((refusal as Error).message).toContain(String(process.pid));
  });

  it('is free again once released', async () => {
    const dir = newDir();
    const first = await lock(dir);
    await first.release();
    await expect(lock(dir)).resolves.toBeDefined();
  });

  it('takes over a stale lock left by a process that is gone', async () => {
    const dir = newDir();
    const lockDir = path.join(dir, 'server.lock');
    mkdirSync(lockDir);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockDir, longAgo, longAgo);
    writeFileSync(
      path.join(dir, 'server.pid'),
      JSON.stringify({ pid: 999_999_999, hostname: os.hostname(), startedAt: longAgo }),
    );
    await expect(lock(dir)).resolves.toBeDefined();
  });
});
