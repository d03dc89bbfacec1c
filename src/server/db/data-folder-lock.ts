import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One server process owns a PGlite data folder (docs/decisions/007). PGlite is PostgreSQL in
 * this process's memory, writing files nobody else coordinates with: a second process on the
 * same folder serves stale data, hands out the same ids, and corrupts the folder at the next
 * unclean stop. So the folder is locked before PGlite opens it.
 *
 * proper-lockfile keeps `server.lock` fresh (its mtime moves every UPDATE_MS); a lock left by
 * a killed process goes stale after STALE_MS and is taken over. `server.pid` names the holder
 * so a refused process can say who holds the folder.
 */
const STALE_MS = 10_000;
const UPDATE_MS = 2_000;
const LOCK_NAME = 'server.lock';
const HOLDER_NAME = 'server.pid';

type Holder = { pid: number; hostname: string; startedAt: string };

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: Holder | null,
  ) {
    const who = holder ? `process ${holder.pid} on ${holder.hostname}` : 'another process';
    super(
      `The data folder ${folder} is in use by ${who} (another Family Cookbook server). ` +
        `Stop that server first, or give this one its own folder with DATA_DIR.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

export type DataFolderLock = { release: () => Promise<void> };

/**
 * Takes the folder's lock or throws DataFolderLockedError at once when a live process holds
 * it. A lock whose holder has died (kill -9, power loss) is waited out until it is stale.
 * `onLost` runs if the lock is ever lost while held (another process took it over after
 * this one stalled past STALE_MS): the caller must stop writing.
 */
export async function lockDataFolder(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<DataFolderLock> {
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const options = {
    lockfilePath: path.join(folder, LOCK_NAME),
    stale: STALE_MS,
    update: UPDATE_MS,
    realpath: false,
    onCompromised: onLost,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, options);
  } catch (error) {
    if (!isLockedError(error)) throw error;
    const holder = readHolder(folder);
    if (!holder || isAlive(holder)) throw new DataFolderLockedError(folder, holder);
    // The holder is gone but its lock is still fresh: retry until it goes stale.
    try {
      release = await lockfile.lock(folder, {
        ...options,
        retries: { retries: Math.ceil(STALE_MS / 1000) + 3, factor: 1, minTimeout: 1000 },
      });
    } catch (retryError) {
      if (isLockedError(retryError)) throw new DataFolderLockedError(folder, readHolder(folder));
      throw retryError;
    }
  }
  const holder: Holder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  writeFileSync(path.join(folder, HOLDER_NAME), JSON.stringify(holder));
  return { release };
}

function isLockedError(error: unknown) {
  return (error as { code?: string } | null)?.code === 'ELOCKED';
}

function readHolder(folder: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(folder, HOLDER_NAME), 'utf8')) as Holder;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null; // not written yet (the holder is starting), or unreadable
  }
}

/** Only a process on this machine can be checked; one elsewhere counts as alive. */
function isAlive(holder: Holder) {
  if (holder.hostname !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}
