/**
 * What an uploaded export may hold (docs/decisions/050-import-from-other-apps.md). The largest
 * real exports are a few hundred recipes with a photo each; these caps leave room for that and
 * refuse what only a crafted file needs.
 */
export const ARCHIVE_LIMITS = {
  /** Files in one archive, nested ones counted with it. */
  maxEntries: 5_000,
  /** An archive inside an archive is level 2 (Tandoor's zip of zips); a third level is refused. */
  maxDepth: 2,
  /** Bytes all files hold once unpacked, nested archives and gzipped files included. */
  maxTotalBytes: 400 * 1024 * 1024,
  /** One file, unpacked: a database.json of thousands of recipes is far smaller. */
  maxFileBytes: 100 * 1024 * 1024,
  /**
   * Unpacked bytes per packed byte, for files large enough to matter: JSON and text pack 5 to
   * 20 times, photos not at all; a zip bomb packs a thousand times and more.
   */
  maxRatio: 200,
  /** Below this, a file's ratio does not matter: it cannot fill memory. */
  ratioFloorBytes: 1024 * 1024,
} as const;
