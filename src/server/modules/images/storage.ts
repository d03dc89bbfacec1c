import { randomBytes } from 'node:crypto';
import {
  access,
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

/**
 * Where images live. The local folder is the default; an object-storage implementation can
 * replace it for several server processes without touching callers, which only keep the URL.
 */
export interface ImageStorage {
  /** Stores `data` under `key` (e.g. 'recipes/pancakes-1a2b3c4d.webp'); returns its public URL. */
  save(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes the image behind a URL this storage returned; other URLs are left alone. */
  delete(url: string): Promise<void>;
  /** Is `url` one this storage returned and still holds? False for any other address. */
  has(url: string): Promise<boolean>;
  /** The bytes behind one of this storage's URLs; null when it holds none (or another address). */
  read(url: string): Promise<Buffer | null>;
  /** Every stored image with when it was last written (the cleanup's age rule). */
  list(): Promise<StoredImage[]>;
}

export type StoredImage = { url: string; modifiedAt: Date };

export const UPLOADS_URL_PREFIX = '/uploads/';

// Path segments of letters, digits, '.', '_' and '-', not starting with a dot: no '..', no
// hidden files, nothing a URL or a file system would read differently.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws unless `key` is a relative path of safe segments. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const isSafe =
    key.length > 0 &&
    key.length <= 200 &&
    !path.isAbsolute(key) &&
    segments.every((s) => SEGMENT.test(s) && s !== '..');
  if (!isSafe) throw new Error(`Unsafe image storage key: ${JSON.stringify(key)}`);
}

/** Files under `<dataDir>/uploads`, served at /uploads/ by plugins/uploads.ts. */
export class LocalImageStorage implements ImageStorage {
  constructor(readonly rootDir: string) {}

  static forDataDir(dataDir: string): LocalImageStorage {
    return new LocalImageStorage(path.join(dataDir, 'uploads'));
  }

  // The content type is implied by the key's extension when the file is served.
  async save(key: string, data: Buffer, _contentType: string): Promise<string> {
    assertSafeKey(key);
    const file = path.join(this.rootDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a request never sees a half-written file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
    return UPLOADS_URL_PREFIX + key;
  }

  async delete(url: string): Promise<void> {
    const key = this.keyFromUrl(url);
    if (key === null) return;
    try {
      await unlink(path.join(this.rootDir, key));
    } catch (error) {
      // Already gone is the outcome the caller wanted.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async has(url: string): Promise<boolean> {
    const key = this.keyFromUrl(url);
    if (key === null) return false;
    try {
      await access(path.join(this.rootDir, key));
      return true;
    } catch {
      return false;
    }
  }

  async read(url: string): Promise<Buffer | null> {
    const key = this.keyFromUrl(url);
    if (key === null) return null;
    try {
      return await readFile(path.join(this.rootDir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(): Promise<StoredImage[]> {
    let entries;
    try {
      entries = await readdir(this.rootDir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const images: StoredImage[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.rootDir, file).split(path.sep).join('/');
      const url = UPLOADS_URL_PREFIX + key;
      // Files this storage could not have written (odd names) are not its business.
      if (this.keyFromUrl(url) === null) continue;
      try {
        images.push({ url, modifiedAt: (await stat(file)).mtime });
      } catch (error) {
        // Removed since the listing (another process's cleanup): nothing to report.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return images;
  }

  /** The key behind one of our URLs, or null for anything else (external images, bad paths). */
  keyFromUrl(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    try {
      assertSafeKey(key);
      return key;
    } catch {
      return null;
    }
  }
}
