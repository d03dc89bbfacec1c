import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rowsOf } from '../bad-input';

/**
 * Table fingerprints and a saved copy of the world, for the access matrix: every refused
 * call must leave every table as it was, and an allowed write is undone before the next call.
 * Both run a thousand times, so both are cheap: the fingerprint is one call of a PL/pgSQL
 * function (its plan is cached), and a restore copies back only the tables that changed.
 */

/** The schema holding the copy of the world and the fingerprint function; the app never reads it. */
const PRISTINE = 'matrix_pristine';
/**
 * Not copied back: the data versions (drizzle/0003) only move forward, so that caches keyed
 * by them (the session cache, the recipe list cache, PGlite's in-memory versions) can never
 * take an old state for the current one. Restoring the other tables bumps them instead. The
 * live event numbers (drizzle/0013) likewise: a stream must never see a number twice.
 */
const NOT_RESTORED = new Set(['app_meta', 'event_sequences']);

export type TableSnapshot = Record<string, string>;

/** The tables whose fingerprint differs. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((t) => before[t] !== after[t]).sort();
}

type ForeignKey = { child: string; parent: string };

async function publicTables(db: Database): Promise<string[]> {
  return rowsOf<{ tablename: string }>(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((r) => r.tablename);
}

async function foreignKeys(db: Database): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`),
  );
}

/** Parents before children. */
function parentsFirst(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const k of keys) if (k.child === table) visit(k.parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/**
 * The tables to empty and copy back after `changed` changed: those, and every table that
 * references one of them (PostgreSQL empties a referenced table only with its referrers).
 */
function withReferrers(changed: Iterable<string>, keys: readonly ForeignKey[]): Set<string> {
  const result = new Set<string>();
  const add = (table: string) => {
    if (result.has(table) || NOT_RESTORED.has(table)) return;
    result.add(table);
    for (const k of keys) if (k.parent === table) add(k.child);
  };
  for (const t of changed) add(t);
  return result;
}

export type Pristine = {
  /** Row count and an md5 of the sorted rows of every public table. */
  snapshot: (db: Database) => Promise<TableSnapshot>;
  /**
   * Puts the `changed` tables (and those referencing them) back as they were when saved, in
   * one transaction with the triggers on: the data versions move forward as with any write,
   * so no cache serves an entry of the undone state.
   */
  restore: (db: Database, changed: Iterable<string>) => Promise<void>;
};

/** Saves a copy of every public table in a schema of its own. */
export async function savePristine(db: Database): Promise<Pristine> {
  const tables = await publicTables(db);
  const keys = await foreignKeys(db);
  const order = parentsFirst(tables, keys);
  const schema = sql.identifier(PRISTINE);
  await db.execute(sql`drop schema if exists ${schema} cascade`);
  await db.execute(sql`create schema ${schema}`);
  for (const t of tables) {
    if (NOT_RESTORED.has(t)) continue;
    await db.execute(
      sql`create table ${schema}.${sql.identifier(t)} as table ${sql.identifier(t)}`,
    );
  }
  const parts = tables.map(
    (t) =>
      `select '${t}'::text, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from "${t}" x`,
  );
  await db.execute(
    sql.raw(`create function ${PRISTINE}.fingerprint() returns table(t text, d text)
      language plpgsql as $$ begin return query ${parts.join(' union all ')}; end $$`),
  );
  return {
    snapshot: async (target) =>
      Object.fromEntries(
        rowsOf<{ t: string; d: string }>(
          await target.execute(sql`select t, d from ${schema}.fingerprint()`),
        ).map((r) => [r.t, r.d]),
      ),
    restore: async (target, changed) => {
      const restored = withReferrers(changed, keys);
      if (restored.size === 0) return;
      const inOrder = order.filter((t) => restored.has(t));
      await target.transaction(async (tx) => {
        await tx.execute(
          sql`truncate table ${sql.join(
            inOrder.map((t) => sql.identifier(t)),
            sql`, `,
          )}`,
        );
        for (const t of inOrder) {
          const table = sql.identifier(t);
          await tx.execute(sql`insert into ${table} select * from ${schema}.${table}`);
        }
      });
    },
  };
}
