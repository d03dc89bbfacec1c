/**
 * Reads a backup archive from a file: every entry checked against the manifest before the
 * restore touches anything, then read again, entry by entry, for the restore itself.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  BackupRefused,
  MANIFEST_PATH,
  countLines,
  parseManifest,
  sha256Of,
  verifyEntries,
  type BackupManifest,
  type EntryDigest,
} from './backup-manifest';

/** No single file of a backup may unpack to more (a table of JSON lines, an image). */
const MAX_ENTRY_BYTES = 1024 * 1024 * 1024;

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) =>
        error || !zip
          ? reject(new BackupRefused(`Not a readable backup archive: ${error?.message ?? file}`))
          : resolve(zip),
    );
  });
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  if (entry.uncompressedSize > MAX_ENTRY_BYTES) {
    return Promise.reject(new BackupRefused(`${entry.fileName} is too large`));
  }
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new BackupRefused(`Unreadable: ${entry.fileName}`));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (cause: Error) =>
        reject(new BackupRefused(`Unreadable: ${entry.fileName} (${cause.message})`)),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Calls `visit` with each file of the archive and its bytes, one after another. */
export async function forEachEntry(
  file: string,
  visit: (path: string, bytes: Buffer) => Promise<void> | void,
): Promise<void> {
  const zip = await openZip(file);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(new BackupRefused(error.message)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        readEntry(zip, entry)
          .then((bytes) => visit(entry.fileName, bytes))
          .then(() => zip.readEntry())
          .catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/**
 * The manifest of the backup in `file`, after every entry was checked against it (checksums,
 * row counts, nothing missing and nothing more). Throws BackupRefused.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const digests = new Map<string, EntryDigest>();
  let manifestText: string | null = null;
  await forEachEntry(file, (path, bytes) => {
    if (digests.has(path)) throw new BackupRefused(`The backup holds ${path} twice`);
    digests.set(path, { sha256: sha256Of(bytes), lines: countLines(bytes) });
    if (path === MANIFEST_PATH) manifestText = bytes.toString('utf8');
  });
  if (manifestText === null) throw new BackupRefused('The backup has no manifest.json');
  const manifest = parseManifest(manifestText);
  verifyEntries(manifest, digests);
  return manifest;
}
