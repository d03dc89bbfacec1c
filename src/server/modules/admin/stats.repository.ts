import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, families, recipes, users } from '#server/db/schema';
import type { StatKind } from '#shared/admin/stats.schemas';

const TABLES: Record<StatKind, PgTable> = { cookbooks, users, families, recipes };

/** How many rows the table of `kind` holds. */
export async function countRows(db: DbOrTx, kind: StatKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(TABLES[kind]);
  return row?.n ?? 0;
}
