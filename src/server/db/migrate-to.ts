import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DbOrTx } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

/** One migration of drizzle's journal (drizzle/meta/_journal.json): its index and tag. */
export type SchemaVersion = { index: number; tag: string };

type JournalEntry = { idx: number; tag: string; when: number };

/** The journal of the migrations this code carries, in order. */
export function readJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const text = readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The newest schema version this code knows. */
export function latestSchemaVersion(folder = MIGRATIONS_FOLDER): SchemaVersion {
  const last = readJournal(folder).at(-1);
  if (!last) throw new Error('No migrations in the journal');
  return { index: last.idx, tag: last.tag };
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The schema version of the database behind `db`: the newest migration drizzle recorded,
 * matched to this code's journal by its timestamp. Null when nothing was ever migrated;
 * throws when the database has a migration this code does not know (it is newer).
 */
export async function readSchemaVersion(
  db: DbOrTx,
  folder = MIGRATIONS_FOLDER,
): Promise<SchemaVersion | null> {
  const [journal] = rowsOf<{ exists: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
    ),
  );
  if (!journal?.exists) return null;
  const [last] = rowsOf<{ createdAt: string | number | null }>(
    await db.execute(
      sql`select created_at as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  if (!last || last.createdAt === null) return null;
  const entry = readJournal(folder).find((e) => e.when === Number(last.createdAt));
  if (!entry) {
    throw new Error(
      'The database has a migration this version of Family Cookbook does not know: it is newer',
    );
  }
  return { index: entry.idx, tag: entry.tag };
}

/**
 * Applies the migrations up to journal index `upTo` (inclusive) that the database lacks, on
 * `db` as it is: a transaction stays one transaction (drizzle's own migrator opens one of its
 * own). Same bookkeeping as drizzle's migrator (drizzle.__drizzle_migrations, hash and the
 * journal's timestamp), so `runMigrations` later carries on from where this stopped.
 */
export async function migrateUpTo(
  db: DbOrTx,
  upTo: number,
  folder = MIGRATIONS_FOLDER,
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = rowsOf<{ createdAt: string | number }>(
    await db.execute(
      sql`select created_at as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  const lastMillis = last ? Number(last.createdAt) : -Infinity;
  let applied = 0;
  for (const migration of migrations.slice(0, upTo + 1)) {
    if (migration.folderMillis <= lastMillis) continue;
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
    applied += 1;
  }
  return applied;
}
