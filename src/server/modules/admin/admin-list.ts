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

/** A page and its total, read at once (two queries; on a pool, on two connections). */
export async function readPage<T>(
  rows: Promise<T[]>,
  total: Promise<number>,
): Promise<ListPage<T>> {
  const [pageRows, totalRows] = await Promise.all([rows, total]);
  return { rows: pageRows, total: totalRows };
}

/** Sends the total in X-Total-Count and answers the page's rows (the spec's array). */
export function sendPage<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}
