import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { categories } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';

/** A cookbook's categories by name as people read it (case-insensitively), ties by id. */
export async function findCategoriesOfCookbook(db: DbOrTx, cookbookId: number) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.cookbookId, cookbookId))
    .orderBy(sql`lower(${q(categories.name)})`, asc(categories.id));
}

/**
 * Inserts the category unless the cookbook has one of that name in any case
 * (categories_cookbook_name_uq): its id, or null when the name was taken. A concurrent insert
 * of the same name waits for the other to commit, then does nothing.
 */
export async function insertCategoryUnlessTaken(db: DbOrTx, cookbookId: number, name: string) {
  const rows = await db
    .insert(categories)
    .values({ cookbookId, name })
    .onConflictDoNothing()
    .returning({ id: categories.id, name: categories.name });
  return rows[0] ?? null;
}

/** The cookbook's category of that name, compared as the unique index does (lower case). */
export async function findCategoryByName(db: DbOrTx, cookbookId: number, name: string) {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.cookbookId, cookbookId),
        sql`lower(${q(categories.name)}) = lower(${name})`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function categoryBelongsToCookbook(
  db: DbOrTx,
  categoryId: number,
  cookbookId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.cookbookId, cookbookId)))
    .limit(1);
  return rows.length > 0;
}
