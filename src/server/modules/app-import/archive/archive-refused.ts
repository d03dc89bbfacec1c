import type { ErrorParams } from '#shared/api/error-codes';
import { ARCHIVE_LIMITS } from './archive-limits';

/** Why an uploaded export is refused, before anything of it is saved. */
export type ArchiveRefusal =
  | 'archive_unreadable'
  | 'archive_too_many_files'
  | 'archive_too_large'
  | 'archive_bomb'
  | 'archive_unsafe_path'
  | 'archive_symlink'
  | 'archive_too_deep';

const MEGABYTES = ARCHIVE_LIMITS.maxTotalBytes / 1024 / 1024;

/** The values each message names, sent as the error's `params` (the web says it by code). */
const PARAMS: Partial<Record<ArchiveRefusal, ErrorParams>> = {
  archive_too_many_files: { limit: ARCHIVE_LIMITS.maxEntries },
  archive_too_large: { megabytes: MEGABYTES },
  archive_too_deep: { limit: ARCHIVE_LIMITS.maxDepth },
};

const MESSAGES: Record<ArchiveRefusal, string> = {
  archive_unreadable: 'The file is not a readable export: it may be damaged',
  archive_too_many_files: `The archive holds more than ${ARCHIVE_LIMITS.maxEntries} files`,
  archive_too_large: `The archive unpacks to more than ${MEGABYTES} MB`,
  archive_bomb: 'The archive unpacks to far more than it holds: it is refused as unsafe',
  archive_unsafe_path: 'The archive has a file outside its own folder: it is refused as unsafe',
  archive_symlink: 'The archive has a link to another file: it is refused as unsafe',
  archive_too_deep: `The archive has archives nested more than ${ARCHIVE_LIMITS.maxDepth} deep`,
};

/** Thrown while an upload is read; nothing has been saved then. */
export class ArchiveRefused extends Error {
  readonly params: ErrorParams | undefined;

  constructor(
    readonly code: ArchiveRefusal,
    /** For the log: the path or the library's words. Never shown: it is the file's content. */
    readonly detail?: string,
  ) {
    super(MESSAGES[code]);
    this.name = 'ArchiveRefused';
    this.params = PARAMS[code];
  }
}
