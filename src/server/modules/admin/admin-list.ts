import { count, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '#server/db/client';
import { qualified as q } from '#server/db/sql-helpers';
import { TOTAL_COUNT_HEADER } from '#shared/admin/list-query.schemas';

/**
 * The admin lists that grow with the install are searched and paged on the server
 * (src/shared/admin/list-query.schemas.ts): a page of rows, and how many rows match in all,
 * which the route sends in the X-Total-Count header.
 */
export type ListPage<T> = { rows: T[]; total: number };

/**
 * The ILIKE pattern for "contains `search`": its own %, _ and \ match themselves (escaped
 * with \, LIKE's default escape character; the pattern travels as a bound parameter).
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Rows where any of `columns` contains the search text in any case; undefined (no filter)
 * when there is no search text.
 */
export function matchesSearch(search: string | undefined, columns: Column[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => sql`${q(column)} ilike ${pattern}`));
}

/** The number of rows a count query answered (count(*) as a number on both drivers). */
export async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** `select count(*) as n`, for the count half of a list. */
export const countRows = (db: DbOrTx) => db.select({ n: count() });

/**
 * The total as a column of the page query: `count(*) over ()` when there is a search (every
 * match is read to filter anyway, so one pass answers both), null otherwise (then a count
 * query runs beside it: a page without a search walks the name index and stops early).
 */
export function windowTotal(search: string | undefined): SQL<number | null> {
  return search ? sql`(count(*) over ())::int` : sql`null::int`;
}

/**
 * A page and its total. `page` selects `total: windowTotal(search)`. With a search, the
 * total comes with the page's rows (and from `count` only past the last page, where no row
 * carries it); without one, `count` runs beside the page (on a pool, on another connection).
 */
export async function readPage<T extends { total: number | null }>(
  { search, offset }: { search?: string | undefined; offset: number },
  page: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<ListPage<Omit<T, 'total'>>> {
  const strip = (rows: T[]) => rows.map(({ total: _total, ...row }) => row);
  if (search) {
    const rows = await page();
    const total = rows[0]?.total ?? (offset > 0 ? await count() : 0);
    return { rows: strip(rows), total };
  }
  const [rows, total] = await Promise.all([page(), count()]);
  return { rows: strip(rows), total };
}

/** Sends the total in X-Total-Count and answers the page's rows (the spec's array). */
export function sendPage<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}
