/**
 * What a backup archive holds and how it is checked (docs/decisions/052-backup-and-restore.md):
 * `manifest.json`, one `tables/<table>.jsonl` per table (a JSON object per row, as PostgreSQL's
 * to_jsonb writes it) and `images/<storage key>` per stored image.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { assertSafeKey } from '#server/modules/images/storage';

export const BACKUP_FORMAT = 'family-cookbook-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
/** Table and column names as PostgreSQL keeps them: nothing that needs more than quoting. */
const identifierSchema = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  /** The newest migration applied to the database backed up: drizzle journal index and tag. */
  schemaVersion: z.number().int().min(0),
  schemaTag: z.string().min(1).max(200),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  tables: z.record(
    identifierSchema,
    z.object({
      rows: z.number().int().min(0),
      sha256: sha256Schema,
      columns: z.array(identifierSchema),
    }),
  ),
  /** Storage key ('recipes/soup-1a2b.webp') to the sha256 of its bytes. */
  images: z.record(z.string().max(200), sha256Schema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup that must not be restored: the message says why, for the person restoring. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export const sha256Of = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex');

export const tableEntryPath = (table: string) => `tables/${table}.jsonl`;
export const imageEntryPath = (key: string) => `images/${key}`;

/** Rows in a table file: one JSON object per line, each line ending with '\n'. */
export function countLines(bytes: Buffer): number {
  let lines = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines += 1;
  return lines;
}

/** The manifest's JSON, checked; throws BackupRefused. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefused('The backup manifest is not JSON');
  }
  if ((json as { format?: unknown } | null)?.format !== BACKUP_FORMAT) {
    throw new BackupRefused('This is not a Family Cookbook backup');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || 'manifest').join(', ');
    throw new BackupRefused(`The backup manifest is not valid (${fields})`);
  }
  for (const key of Object.keys(parsed.data.images)) {
    try {
      assertSafeKey(key);
    } catch {
      throw new BackupRefused(`The backup names an image at an unsafe path: ${key}`);
    }
  }
  return parsed.data;
}

/** What was found in an archive: each entry's sha256, and for table files their lines. */
export type EntryDigest = { sha256: string; lines: number };

/**
 * The archive's entries against its manifest: every file the manifest names is there with its
 * checksum (and a table file with its row count), and there is nothing else. Throws
 * BackupRefused naming the first difference.
 */
export function verifyEntries(manifest: BackupManifest, entries: Map<string, EntryDigest>) {
  const expected = new Set<string>([MANIFEST_PATH]);
  for (const [table, { rows, sha256 }] of Object.entries(manifest.tables)) {
    const entryPath = tableEntryPath(table);
    expected.add(entryPath);
    const found = entries.get(entryPath);
    if (!found) throw new BackupRefused(`The backup lacks ${entryPath}`);
    if (found.sha256 !== sha256) throw new BackupRefused(`Checksum mismatch: ${entryPath}`);
    if (found.lines !== rows) {
      throw new BackupRefused(`${entryPath} has ${found.lines} rows, the manifest says ${rows}`);
    }
  }
  for (const [key, sha256] of Object.entries(manifest.images)) {
    const entryPath = imageEntryPath(key);
    expected.add(entryPath);
    const found = entries.get(entryPath);
    if (!found) throw new BackupRefused(`The backup lacks ${entryPath}`);
    if (found.sha256 !== sha256) throw new BackupRefused(`Checksum mismatch: ${entryPath}`);
  }
  const extra = [...entries.keys()].find((entryPath) => !expected.has(entryPath));
  if (extra)
    throw new BackupRefused(`The backup holds a file its manifest does not name: ${extra}`);
}
