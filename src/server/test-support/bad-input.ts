import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

/**
 * Input the database cannot store, or that no sane client sends: every contract must refuse
 * it with a 4xx and a message before anything is written (product rule: bad-input-400).
 */
export const BAD_STRINGS: Record<string, string> = {
  'a NUL byte': 'Pizza\u0000night',
  'a lone high surrogate': 'Pizza \uD800 night',
  'a lone low surrogate': '\uDC00',
  'a reversed surrogate pair': '\uDE00\uD83D',
  'an over-long string': 'x'.repeat(300_000),
};

/** Ids as JSON values: too big for PostgreSQL's integer, negative, fractional, not numbers. */
export const BAD_BODY_IDS: Record<string, unknown> = {
  '2^31': 2_147_483_648,
  '2^53': Number.MAX_SAFE_INTEGER,
  '-1': -1,
  '0': 0,
  '1.5': 1.5,
  "'abc'": 'abc',
  "'1' (a string)": '1',
  true: true,
};

/** Ids as they appear in a path or a query string (already URL-encoded). */
export const BAD_TEXT_IDS: Record<string, string> = {
  '2^31': '2147483648',
  '20 digits': '99999999999999999999',
  '-1': '-1',
  '0': '0',
  '1.5': '1.5',
  "'abc'": 'abc',
  '1e3': '1e3',
  NUL: '1%00',
  'empty-ish': '%20',
};

/** Days PostgreSQL might store but no family plans for (all are real days, most Sundays). */
export const BAD_DATES: Record<string, string> = {
  'year 9999 (a Sunday)': '9999-12-26',
  'year 0': '0000-01-01',
  'year 1': '0001-01-07',
  'year 1999 (a Sunday)': '1999-12-26',
  'year 2101 (a Sunday)': '2101-01-02',
  'a six-digit year': '+010000-01-01',
  NUL: '2030-01-06\u0000',
};

/** The rows of a raw query, on either driver (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A fingerprint of every table in the public schema: row count and an md5 of the rows.
 * Equal before and after a refused request means nothing was written.
 */
export async function snapshotTables(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  );
  const snapshot: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = rowsOf<{ n: string | number; digest: string | null }>(
      await db.execute(
        sql`select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(tablename)} t`,
      ),
    );
    snapshot[tablename] = `${String(row?.n)}:${row?.digest ?? ''}`;
  }
  return snapshot;
}
