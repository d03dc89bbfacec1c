/**
 * Restores a backup archive into a database and the image storage
 * (docs/decisions/052-backup-and-restore.md). Everything is checked before anything is
 * written; the database part is one transaction: the app's schema dropped and rebuilt up to
 * the backup's schema version, the rows inserted (triggers off, so they arrive exactly as they
 * were), the id sequences moved past the restored ids, then the newer migrations applied.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '#server/db/client';
import { withStartupLock } from '#server/db/migrate';
import { latestSchemaVersion, migrateUpTo, readJournal } from '#server/db/migrate-to';
import type { ImageStorage } from '#server/modules/images/storage';
import {
  BackupRefused,
  MANIFEST_PATH,
  sha256Of,
  tableEntryPath,
  imageEntryPath,
  type BackupManifest,
} from './backup-manifest';
import { forEachEntry, verifyBackup } from './backup-read';
import { listTables, quoteIdent } from './backup-write';

/** The target already holds people, families or recipes, and --replace was not given. */
export class DatabaseNotEmpty extends Error {
  override name = 'DatabaseNotEmpty';
  constructor() {
    super(
      'The database is not empty (it has users, families or recipes). Restoring would replace ' +
        'everything in it: run the restore again with --replace to do that.',
    );
  }
}

export type RestoreSummary = {
  tables: number;
  rows: number;
  images: number;
  /** The backup's schema version, and the one the database has now. */
  schemaVersion: number;
  migratedTo: number;
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Tables whose rows make a database worth keeping. */
const DATA_TABLES = ['users', 'families', 'recipes'];

export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  for (const table of DATA_TABLES) {
    const [row] = rowsOf<{ exists: boolean }>(
      await db.execute(sql`select to_regclass(${`public.${table}`}) is not null as "exists"`),
    );
    if (!row?.exists) continue;
    const [found] = rowsOf<{ any: boolean }>(
      await db.execute(sql.raw(`select exists (select 1 from ${quoteIdent(table)}) as "any"`)),
    );
    if (found?.any) return false;
  }
  return true;
}

/** Refuses a backup this code cannot restore: newer, or of another migration history. */
export function checkSchemaVersion(manifest: BackupManifest) {
  const latest = latestSchemaVersion();
  if (manifest.schemaVersion > latest.index) {
    throw new BackupRefused(
      `The backup is from a newer version of Family Cookbook (schema ${manifest.schemaVersion}, ` +
        `this one knows up to ${latest.index}): update before restoring it`,
    );
  }
  const entry = readJournal()[manifest.schemaVersion];
  if (entry?.tag !== manifest.schemaTag) {
    throw new BackupRefused(
      `The backup's schema ${manifest.schemaVersion} is ${manifest.schemaTag}, not ${entry?.tag}`,
    );
  }
}

/**
 * Restores `file` into `target`. Throws BackupRefused (a bad or too new backup) or
 * DatabaseNotEmpty (without `replace`) before writing anything.
 */
export async function restoreBackup(
  file: string,
  target: { handle: DatabaseHandle; storage: ImageStorage },
  options: { replace: boolean },
): Promise<RestoreSummary> {
  const manifest = await verifyBackup(file);
  checkSchemaVersion(manifest);
  const { handle, storage } = target;
  if (!options.replace && !(await isDatabaseEmpty(handle.db))) throw new DatabaseNotEmpty();

  // Read again, each entry checked once more (the file could have changed since): images go
  // to the storage now (an image nobody references is harmless, a missing one is not), the
  // tables into the transaction below.
  const tableBytes = new Map<string, Buffer>();
  const tableOf = new Map(Object.keys(manifest.tables).map((t) => [tableEntryPath(t), t]));
  const imageOf = new Map(Object.keys(manifest.images).map((k) => [imageEntryPath(k), k]));
  let images = 0;
  await forEachEntry(file, async (entryPath, bytes) => {
    if (entryPath === MANIFEST_PATH) return;
    const table = tableOf.get(entryPath);
    const key = imageOf.get(entryPath);
    const expected = table ? manifest.tables[table]?.sha256 : key && manifest.images[key];
    if (!expected || sha256Of(bytes) !== expected) {
      throw new BackupRefused(`The backup changed while it was read: ${entryPath}`);
    }
    if (table) tableBytes.set(table, bytes);
    else if (key) {
      await storage.save(key, bytes, 'image/webp');
      images += 1;
    }
  });

  const latest = latestSchemaVersion();
  const rows = await withStartupLock(handle, () =>
    handle.db.transaction(async (tx) => {
      if (!options.replace && !(await isDatabaseEmpty(tx))) throw new DatabaseNotEmpty();
      await dropAppSchema(tx);
      await migrateUpTo(tx, manifest.schemaVersion);
      const inserted = await insertRows(tx, manifest, tableBytes);
      await migrateUpTo(tx, latest.index);
      return inserted;
    }),
  );
  return {
    tables: Object.keys(manifest.tables).length,
    rows,
    images,
    schemaVersion: manifest.schemaVersion,
    migratedTo: latest.index,
  };
}

/**
 * Drops what the migrations made (the tables, views, sequences, functions and types of schema
 * public that no extension owns, and drizzle's migration journal), so the migrations can run
 * again from the start.
 */
async function dropAppSchema(tx: DbOrTx) {
  await tx.execute(sql`drop schema if exists drizzle cascade`);
  const notFromExtension = (classTable: string, oid: string) =>
    `not exists (select 1 from pg_depend d where d.classid = '${classTable}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
  const names = async (query: string) =>
    rowsOf<{ name: string }>(await tx.execute(sql.raw(query))).map((r) => r.name);
  const relations = (kinds: string) =>
    names(`select format('%I.%I', n.nspname, c.relname) as "name" from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in (${kinds}) and ${notFromExtension('pg_class', 'c.oid')}`);
  const views = await relations(`'v', 'm'`);
  if (views.length > 0)
    await tx.execute(sql.raw(`drop view if exists ${views.join(', ')} cascade`));
  const tables = await relations(`'r', 'p'`);
  if (tables.length > 0)
    await tx.execute(sql.raw(`drop table if exists ${tables.join(', ')} cascade`));
  const sequences = await relations(`'S'`);
  if (sequences.length > 0) {
    await tx.execute(sql.raw(`drop sequence if exists ${sequences.join(', ')} cascade`));
  }
  const routines = await names(`select p.oid::regprocedure::text as "name" from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p') and ${notFromExtension('pg_proc', 'p.oid')}`);
  for (const routine of routines)
    await tx.execute(sql.raw(`drop routine if exists ${routine} cascade`));
  const types = await names(`select format('%I.%I', n.nspname, t.typname) as "name" from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' and t.typtype in ('e', 'd') and ${notFromExtension('pg_type', 't.oid')}`);
  if (types.length > 0)
    await tx.execute(sql.raw(`drop type if exists ${types.join(', ')} cascade`));
}

type ColumnInfo = { table: string; column: string; generated: string; identity: string };

/** Rows per insert statement at most this many bytes of JSON (one message to PGlite's thread). */
const BATCH_BYTES = 4 * 1024 * 1024;

/** Inserts every table's rows, parents before children; returns how many rows. */
async function insertRows(
  tx: DbOrTx,
  manifest: BackupManifest,
  tableBytes: Map<string, Buffer>,
): Promise<number> {
  const tables = await listTables(tx);
  checkTablesMatch(manifest, tables);
  const columns = rowsOf<ColumnInfo>(
    await tx.execute(sql`
      select c.relname::text as "table", a.attname::text as "column",
             a.attgenerated::text as "generated", a.attidentity::text as "identity"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`),
  );
  const order = await parentsFirst(
    tx,
    tables.map((t) => t.name),
  );
  const all = order.tables.map(quoteIdent).join(', ');
  for (const table of order.tables) {
    await tx.execute(sql.raw(`alter table ${quoteIdent(table)} disable trigger user`));
  }
  // Rows the migrations themselves inserted (units, settings) are in the backup as they were.
  if (order.tables.length > 0) await tx.execute(sql.raw(`truncate table ${all}`));
  let total = 0;
  for (const table of order.tables) {
    const own = columns.filter((c) => c.table === table);
    const insertable = own.filter((c) => c.generated === '').map((c) => quoteIdent(c.column));
    const overriding = own.some((c) => c.identity === 'a') ? ' overriding system value' : '';
    const head =
      `insert into ${quoteIdent(table)} (${insertable.join(', ')})${overriding} ` +
      `select ${insertable.join(', ')} from json_populate_recordset(null::${quoteIdent(table)}, `;
    const lines = (tableBytes.get(table) ?? Buffer.alloc(0)).toString('utf8').split('\n');
    lines.pop(); // after the last '\n'
    // A table that references itself goes in one statement: its rows' references are checked
    // at the statement's end, whatever their order.
    const batchBytes = order.selfReferencing.has(table) ? Infinity : BATCH_BYTES;
    for (const batch of batches(lines, batchBytes)) {
      await tx.execute(sql`${sql.raw(head)}${`[${batch.join(',')}]`}::json)`);
    }
    total += lines.length;
  }
  for (const table of order.tables) {
    await tx.execute(sql.raw(`alter table ${quoteIdent(table)} enable trigger user`));
  }
  await resetSequences(tx);
  return total;
}

function* batches(lines: string[], maxBytes: number) {
  let batch: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    if (batch.length > 0 && bytes + line.length > maxBytes) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(line);
    bytes += line.length + 1;
  }
  if (batch.length > 0) yield batch;
}

/** The backup's tables and columns must be the database's at the backup's schema version. */
function checkTablesMatch(manifest: BackupManifest, tables: { name: string; columns: string[] }[]) {
  const inDatabase = new Map(tables.map((t) => [t.name, t.columns]));
  for (const [name, { columns }] of Object.entries(manifest.tables)) {
    const actual = inDatabase.get(name);
    if (!actual) throw new BackupRefused(`The backup has a table the schema lacks: ${name}`);
    const same =
      actual.length === columns.length && [...columns].sort().join() === [...actual].sort().join();
    if (!same) throw new BackupRefused(`The backup's columns of ${name} are not the schema's`);
  }
  const missing = tables.find((t) => !(t.name in manifest.tables));
  if (missing) throw new BackupRefused(`The backup lacks the table ${missing.name}`);
}

/** The tables in an order where every table comes after the tables it references. */
async function parentsFirst(tx: DbOrTx, tables: string[]) {
  const links = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`
      select child.relname::text as "child", parent.relname::text as "parent"
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const selfReferencing = new Set(links.filter((l) => l.child === l.parent).map((l) => l.child));
  const parentsOf = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of links) {
    if (child !== parent && parentsOf.has(parent)) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...parentsOf.get(t)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return { tables: ordered, selfReferencing };
}

/** Every column's sequence (serial or identity) continues after the largest restored value. */
async function resetSequences(tx: DbOrTx) {
  const owned = rowsOf<{ table: string; column: string; sequence: string }>(
    await tx.execute(sql`
      select c.relname::text as "table", a.attname::text as "column",
             pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`),
  );
  for (const { table, column, sequence } of owned) {
    await tx.execute(
      sql`select setval(${sequence}::regclass, ${sql.raw(
        `(select coalesce(max(${quoteIdent(column)}), 0) + 1 from ${quoteIdent(table)})`,
      )}, false)`,
    );
  }
}
