import fs, { constants } from 'node:fs';
import path from 'node:path';
import { syncBuiltinESMExports } from 'node:module';

export interface FolderFaults {
  /**
   * From now on every write to a file in the folder fails with `code`: ENOSPC (a full disk)
   * and EIO fail the writes themselves; EROFS (a read-only file system) opening for writing too,
   * which PostgreSQL does even to read a relation.
   */
  fail(code?: 'ENOSPC' | 'EIO' | 'EROFS'): void;
  heal(): void;
  /** Writes refused so far, by file name. */
  readonly refused: readonly string[];
  uninstall(): void;
}

const WRITE_FLAGS =
  constants.O_WRONLY |
  constants.O_RDWR |
  constants.O_CREAT |
  constants.O_APPEND |
  constants.O_TRUNC;

const opensForWriting = (flags: fs.OpenMode | undefined) =>
  typeof flags === 'number' ? (flags & WRITE_FLAGS) !== 0 : /[wa+]/.test(String(flags ?? 'r'));

/**
 * Disk faults for one folder, injected at node:fs's synchronous calls: what PGlite's file
 * system (Emscripten's NODEFS) and the app's own probes use. Installed before the database
 * opens, so the files it keeps open are known too. Runs as root as well, where taking a
 * folder's write permission away changes nothing.
 */
export function injectFolderFaults(folder: string): FolderFaults {
  const root = path.resolve(folder) + path.sep;
  const original = { openSync: fs.openSync, writeSync: fs.writeSync, closeSync: fs.closeSync };
  const tracked = new Map<number, string>();
  const refused: string[] = [];
  let failing: string | null = null;
  const refuse = (file: string) => {
    refused.push(path.basename(file));
    const error = new Error(`${failing}: injected fault, write to ${file}`) as Error & {
      code: string;
    };
    error.code = failing!;
    throw error;
  };

  const patched = {
    openSync: ((file: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode) => {
      const resolved = path.resolve(String(file));
      const inFolder = resolved.startsWith(root);
      if (inFolder && failing === 'EROFS' && opensForWriting(flags)) refuse(resolved);
      const fd = original.openSync(file, flags ?? 'r', mode);
      if (inFolder) tracked.set(fd, resolved);
      return fd;
    }) as typeof fs.openSync,
    writeSync: ((fd: number, ...rest: unknown[]) => {
      const file = tracked.get(fd);
      if (file && failing) refuse(file);
      return (original.writeSync as (...args: unknown[]) => number)(fd, ...rest);
    }) as typeof fs.writeSync,
    closeSync: ((fd: number) => {
      tracked.delete(fd);
      original.closeSync(fd);
    }) as typeof fs.closeSync,
  };
  Object.assign(fs, patched);
  // ES module imports of node:fs read their own copies: bring them up to date.
  syncBuiltinESMExports();

  return {
    fail: (code = 'ENOSPC') => {
      failing = code;
    },
    heal: () => {
      failing = null;
    },
    refused,
    uninstall: () => {
      Object.assign(fs, original);
      syncBuiltinESMExports();
    },
  };
}
