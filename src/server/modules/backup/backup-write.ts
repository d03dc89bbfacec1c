/**
 * Writes a backup archive (docs/decisions/052-backup-and-restore.md): every table read in one
 * REPEATABLE READ, read-only transaction (on PGlite a transaction holds the database alone),
 * then every stored image, then the manifest with the counts and checksums.
 */
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Database, DbOrTx } from '#server/db/client';
import { readSchemaVersion } from '#server/db/migrate-to';
import { UPLOADS_URL_PREFIX, type ImageStorage } from '#server/modules/images/storage';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_PATH,
  imageEntryPath,
  sha256Of,
  tableEntryPath,
  type BackupManifest,
} from './backup-manifest';

export type BackupSource = {
  db: Database;
  kind: 'pglite' | 'postgres';
  storage: ImageStorage;
};

type TableDump = { name: string; columns: string[]; rows: number; bytes: Buffer };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables (schema public) with their columns in order. */
export async function listTables(db: DbOrTx): Promise<{ name: string; columns: string[] }[]> {
  const rows = rowsOf<{ name: string; columns: string }>(
    await db.execute(sql`
      select c.relname::text as "name",
             json_agg(a.attname::text order by a.attnum)::text as "columns"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r'
      group by c.relname
      order by c.relname`),
  );
  return rows.map((r) => ({ name: r.name, columns: JSON.parse(r.columns) as string[] }));
}

/** Every table's rows as JSON lines, and the schema version, as of one moment. */
async function readSnapshot(db: Database) {
  return db.transaction(
    async (tx) => {
      const schema = await readSchemaVersion(tx);
      if (!schema) throw new Error('The database has no schema yet: nothing to back up');
      const tables: TableDump[] = [];
      for (const table of await listTables(tx)) {
        const lines = rowsOf<{ line: string }>(
          await tx.execute(
            sql.raw(
              // jsonb's text never holds a raw line break (a json column's value could).
              `select to_jsonb(backup_row)::text as "line" from ${quoteIdent(table.name)} as backup_row`,
            ),
          ),
        );
        const text = lines.map((l) => `${l.line}\n`).join('');
        tables.push({ ...table, rows: lines.length, bytes: Buffer.from(text, 'utf8') });
      }
      return { schema, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export type BackupStream = {
  /** The zip, as it is written. */
  stream: Readable;
  /** The manifest, once the last image is in; rejects when writing failed. */
  manifest: Promise<BackupManifest>;
};

/**
 * Starts a backup: resolves once the tables are read (the snapshot's moment), with the archive
 * as a stream the caller sends or saves. Images are read as the stream is consumed, one at a
 * time; an image removed meanwhile (the cleanup) is left out.
 */
export async function createBackup(source: BackupSource): Promise<BackupStream> {
  const snapshot = await readSnapshot(source.db);
  const zip = new yazl.ZipFile();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    schemaVersion: snapshot.schema.index,
    schemaTag: snapshot.schema.tag,
    createdAt: new Date().toISOString(),
    database: source.kind,
    tables: {},
    images: {},
  };
  for (const table of snapshot.tables) {
    zip.addBuffer(table.bytes, tableEntryPath(table.name));
    manifest.tables[table.name] = {
      rows: table.rows,
      sha256: sha256Of(table.bytes),
      columns: table.columns,
    };
  }
  // A PassThrough in fact; its types only say ReadableStream.
  const output = zip.outputStream as Readable;
  // A reader that goes away (a closed download) ends the image in flight, and so the backup.
  const inFlight = new Set<PassThrough>();
  output.on('close', () => inFlight.forEach((entry) => entry.destroy()));
  const finished = (async () => {
    for (const url of await listImages(source.storage)) {
      if (output.destroyed) throw new Error('The backup was abandoned');
      const sha256 = await addImage(zip, source.storage, url, inFlight);
      if (sha256) manifest.images[url.slice(UPLOADS_URL_PREFIX.length)] = sha256;
    }
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 1)), MANIFEST_PATH);
    zip.end();
    return manifest;
  })();
  finished.catch((error: unknown) => output.destroy(error as Error));
  return { stream: output, manifest: finished };
}

async function listImages(storage: ImageStorage): Promise<string[]> {
  return (await storage.list())
    .map((image) => image.url)
    .filter((url) => url.startsWith(UPLOADS_URL_PREFIX))
    .sort();
}

/**
 * Adds one image; resolves with its sha256 once the zip has taken all of it (so one image at
 * a time is in memory), or null when it is gone.
 */
async function addImage(
  zip: yazl.ZipFile,
  storage: ImageStorage,
  url: string,
  inFlight: Set<PassThrough>,
) {
  const bytes = await storage.read(url);
  if (!bytes) return null;
  const entry = new PassThrough();
  inFlight.add(entry);
  const taken = new Promise<void>((resolve, reject) => {
    entry.on('end', resolve);
    entry.on('close', () => reject(new Error('The backup was abandoned')));
  });
  zip.addReadStream(entry, imageEntryPath(url.slice(UPLOADS_URL_PREFIX.length)));
  entry.end(bytes);
  try {
    await taken;
  } finally {
    inFlight.delete(entry);
  }
  return sha256Of(bytes);
}
