/**
 * An uploaded export, unpacked into its files with every guard applied before a reader sees
 * one byte (docs/decisions/050-import-from-other-apps.md): the entry count, the unpacked size
 * and ratio, paths that leave the archive, symbolic links, and archives nested too deep.
 * Nested zips (Tandoor's zip of zips) are unpacked in place: `1.zip/recipe.json`, and gzipped
 * files (Paprika's recipes) under their own name, all under one budget.
 * Runs in the import worker (app-import-worker.ts): all of it is CPU and memory.
 */
import { gunzipSync } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ARCHIVE_LIMITS } from './archive-limits';
import { ArchiveRefused } from './archive-refused';

export type UploadFile = { path: string; bytes: Buffer };

/** What all files of one upload may still unpack to, shared by every level and gzip. */
export class UnpackBudget {
  entries = 0;
  bytes = 0;

  countEntry() {
    if (++this.entries > ARCHIVE_LIMITS.maxEntries)
      throw new ArchiveRefused('archive_too_many_files');
  }

  take(bytes: number, packedBytes: number) {
    if (bytes > ARCHIVE_LIMITS.maxFileBytes) throw new ArchiveRefused('archive_too_large');
    if (bytes > ARCHIVE_LIMITS.ratioFloorBytes && bytes > packedBytes * ARCHIVE_LIMITS.maxRatio) {
      throw new ArchiveRefused('archive_bomb');
    }
    this.bytes += bytes;
    if (this.bytes > ARCHIVE_LIMITS.maxTotalBytes) throw new ArchiveRefused('archive_too_large');
  }

  /** A gzipped file's content, stopped at what its size and the budget allow. */
  gunzip(packed: Buffer): Buffer {
    const limit = Math.min(
      ARCHIVE_LIMITS.maxFileBytes,
      ARCHIVE_LIMITS.maxTotalBytes - this.bytes,
      Math.max(ARCHIVE_LIMITS.ratioFloorBytes, packed.length * ARCHIVE_LIMITS.maxRatio),
    );
    let content: Buffer;
    try {
      content = gunzipSync(packed, { maxOutputLength: Math.max(1, limit) });
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw new ArchiveRefused(tooLarge ? 'archive_bomb' : 'archive_unreadable');
    }
    this.take(content.length, packed.length);
    return content;
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
const GZIP_MAGIC = [0x1f, 0x8b];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
export const isZip = (bytes: Uint8Array) =>
  startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC);
export const isGzip = (bytes: Uint8Array) => startsWith(bytes, GZIP_MAGIC);

/** macOS and Windows leave these in archives they make; nothing of an export is in them. */
function isLitter(path: string) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return (
    path.startsWith('__MACOSX/') ||
    path.includes('/__MACOSX/') ||
    name === '.DS_Store' ||
    name.startsWith('._') ||
    name === 'Thumbs.db' ||
    name === 'desktop.ini'
  );
}

/** A path that could land outside the folder it is unpacked in ('../x', '/etc/x', 'C:\x'). */
function isUnsafePath(path: string) {
  const forward = path.replaceAll('\\', '/');
  return (
    forward.startsWith('/') ||
    /^[a-zA-Z]:/.test(forward) ||
    forward.split('/').some((part) => part === '..') ||
    path.includes('\0')
  );
}

/** Unix file type bits of an entry made on Unix: 0o120000 is a symbolic link. */
function isSymlink(entry: Entry) {
  const madeOnUnix = entry.versionMadeBy >> 8 === 3;
  const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
  return madeOnUnix && mode === 0o120000;
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // File names are checked here, with our own words: yauzl's own check would only say why
    // in English, and strict names would refuse Windows' backslashes.
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) =>
        error || !zip
          ? reject(new ArchiveRefused('archive_unreadable', error?.message))
          : resolve(zip),
    );
  });
}

function entryName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const name = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    raw,
    entry.extraFields,
    false,
  );
  return name.replaceAll('\\', '/');
}

/** The entry's bytes, stopped as soon as they pass what it declared (validateEntrySizes). */
function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(new ArchiveRefused('archive_unreadable', error?.message));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // More bytes than the headers declared: a bomb that lies about its size.
      stream.on('error', (streamError) =>
        reject(
          new ArchiveRefused(
            /too many bytes/i.test(streamError.message) ? 'archive_bomb' : 'archive_unreadable',
            streamError.message,
          ),
        ),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** The entries of one zip level, each checked before it is unpacked. */
async function unzipLevel(
  bytes: Buffer,
  prefix: string,
  depth: number,
  budget: UnpackBudget,
  into: UploadFile[],
): Promise<void> {
  if (depth > ARCHIVE_LIMITS.maxDepth) throw new ArchiveRefused('archive_too_deep');
  const zip = await openZip(bytes);
  try {
    if (budget.entries + zip.entryCount > ARCHIVE_LIMITS.maxEntries) {
      throw new ArchiveRefused('archive_too_many_files');
    }
    const entries = await new Promise<Entry[]>((resolve, reject) => {
      const list: Entry[] = [];
      zip.on('entry', (entry: Entry) => {
        list.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(list));
      zip.on('error', (error: Error) =>
        reject(new ArchiveRefused('archive_unreadable', error.message)),
      );
      zip.readEntry();
    });
    // Every name and size is checked before the first file is unpacked.
    const wanted: Array<{ entry: Entry; path: string }> = [];
    let declared = 0;
    for (const entry of entries) {
      budget.countEntry();
      const path = entryName(entry);
      if (isUnsafePath(path)) throw new ArchiveRefused('archive_unsafe_path', path);
      if (isSymlink(entry)) throw new ArchiveRefused('archive_symlink', path);
      if (path.endsWith('/') || isLitter(path)) continue;
      declared += entry.uncompressedSize;
      if (declared + budget.bytes > ARCHIVE_LIMITS.maxTotalBytes) {
        throw new ArchiveRefused('archive_too_large');
      }
      wanted.push({ entry, path });
    }
    for (const { entry, path } of wanted) {
      budget.take(entry.uncompressedSize, entry.compressedSize);
      const content = await readEntry(zip, entry);
      if (isZip(content)) {
        await unzipLevel(content, `${prefix}${path}/`, depth + 1, budget, into);
      } else {
        into.push({
          path: `${prefix}${path}`,
          bytes: isGzip(content) ? budget.gunzip(content) : content,
        });
      }
    }
  } finally {
    zip.close();
  }
}

/**
 * The files of an upload: a zip's files (nested zips unpacked in place), or the upload itself
 * as one file. Throws ArchiveRefused when any guard fails; nothing is returned then.
 */
export async function readUpload(name: string, bytes: Buffer): Promise<UploadFile[]> {
  const budget = new UnpackBudget();
  if (!isZip(bytes)) {
    budget.take(bytes.length, bytes.length);
    return [{ path: name, bytes: isGzip(bytes) ? budget.gunzip(bytes) : bytes }];
  }
  const files: UploadFile[] = [];
  await unzipLevel(bytes, '', 1, budget, files);
  return files;
}
