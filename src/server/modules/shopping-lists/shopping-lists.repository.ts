import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { shoppingListItems, shoppingLists } from '#server/db/schema';
import type { GeneratedItem } from '#shared/shopping/generate-shopping-list';

export const listColumns = {
  id: shoppingLists.id,
  familyId: shoppingLists.familyId,
  weekStartDate: shoppingLists.weekStartDate,
  weekEndDate: shoppingLists.weekEndDate,
  mealPlanHash: shoppingLists.mealPlanHash,
  createdAt: shoppingLists.createdAt,
  updatedAt: shoppingLists.updatedAt,
};

export const itemColumns = {
  id: shoppingListItems.id,
  name: shoppingListItems.name,
  category: shoppingListItems.category,
  checked: shoppingListItems.checked,
  quantity: shoppingListItems.quantity,
  unit: shoppingListItems.unit,
  detailText: shoppingListItems.detailText,
  recipeNames: shoppingListItems.recipeNames,
  position: shoppingListItems.position,
  version: shoppingListItems.version,
  pantryState: shoppingListItems.pantryState,
  stockedAt: shoppingListItems.stockedAt,
  addedByHand: shoppingListItems.addedByHand,
};

export type ShoppingListRow = Awaited<ReturnType<typeof insertListIfAbsent>> & {};
export type ShoppingListItemRow = Awaited<ReturnType<typeof insertItems>>[number];

/** The family's lists, newest week first, with item and checked counts (one query). */
export function findFamilyListSummaries(db: DbOrTx, familyId: number) {
  return db
    .select({
      ...listColumns,
      itemCount: sql<number>`count(${shoppingListItems.id})::int`,
      checkedCount: sql<number>`(count(${shoppingListItems.id}) filter (where ${shoppingListItems.checked}))::int`,
    })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.shoppingListId, shoppingLists.id))
    .where(eq(shoppingLists.familyId, familyId))
    .groupBy(shoppingLists.id)
    .orderBy(desc(shoppingLists.weekStartDate));
}

/**
 * The week's list and its items in position order, the items added by hand after the generated
 * ones (each aisle ends with them), in one query; null when there is none.
 */
export async function findListWithItems(db: DbOrTx, familyId: number, weekStartDate: string) {
  const rows = await db
    .select({ list: listColumns, item: itemColumns })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.shoppingListId, shoppingLists.id))
    .where(
      and(eq(shoppingLists.familyId, familyId), eq(shoppingLists.weekStartDate, weekStartDate)),
    )
    .orderBy(
      asc(shoppingListItems.addedByHand),
      asc(shoppingListItems.position),
      asc(shoppingListItems.id),
    );
  const first = rows[0];
  if (!first) return null;
  return { list: first.list, items: rows.flatMap((row) => (row.item ? [row.item] : [])) };
}

/** Inserts the week's list unless one exists (the unique family+week index decides). */
export async function insertListIfAbsent(
  db: DbOrTx,
  values: { familyId: number; weekStartDate: string; weekEndDate: string; mealPlanHash: string },
) {
  const rows = await db
    .insert(shoppingLists)
    .values(values)
    .onConflictDoNothing({ target: [shoppingLists.familyId, shoppingLists.weekStartDate] })
    .returning(listColumns);
  return rows[0] ?? null;
}

/**
 * Stamps the existing list with the new hash. The UPDATE locks the row until commit, so two
 * regenerations of one week run one after the other instead of mixing their items.
 */
export async function restampList(
  db: DbOrTx,
  familyId: number,
  weekStartDate: string,
  mealPlanHash: string,
) {
  const rows = await db
    .update(shoppingLists)
    .set({ mealPlanHash, updatedAt: sql`now()` })
    .where(
      and(eq(shoppingLists.familyId, familyId), eq(shoppingLists.weekStartDate, weekStartDate)),
    )
    .returning(listColumns);
  return rows[0] ?? null;
}

/** Deletes the items made from the meal plans; those added by hand stay (product rule: added-items). */
export async function deleteGeneratedItems(db: DbOrTx, shoppingListId: number) {
  await db
    .delete(shoppingListItems)
    .where(
      and(
        eq(shoppingListItems.shoppingListId, shoppingListId),
        eq(shoppingListItems.addedByHand, false),
      ),
    );
}

/** PostgreSQL takes at most 65,535 parameters per statement; 11 columns a row. */
const INSERT_CHUNK = 1000;

/**
 * The items in the given order (`position` `from`, `from` + 1, …), returned in that order;
 * `addedByHand` marks them as added by hand (product rule: added-items).
 */
export async function insertItems(
  db: DbOrTx,
  shoppingListId: number,
  items: readonly GeneratedItem[],
  { from = 0, addedByHand = false } = {},
) {
  const inserted = [];
  for (let start = 0; start < items.length; start += INSERT_CHUNK) {
    const chunk = items.slice(start, start + INSERT_CHUNK).map((item, i) => ({
      ...item,
      shoppingListId,
      position: from + start + i,
      addedByHand,
    }));
    inserted.push(...(await db.insert(shoppingListItems).values(chunk).returning(itemColumns)));
  }
  return inserted.sort((a, b) => a.position - b.position);
}

/**
 * Sets the item's mark and moves its version, when `expectedVersion` is given only if it is
 * still at that version: a single-row UPDATE of those columns, so members checking different
 * items at once never undo each other. Null when nothing was written.
 */
export async function updateItemChecked(
  db: DbOrTx,
  itemId: number,
  checked: boolean,
  expectedVersion?: number,
) {
  const rows = await db
    .update(shoppingListItems)
    .set({ checked, version: sql`${shoppingListItems.version} + 1` })
    .where(
      and(
        eq(shoppingListItems.id, itemId),
        expectedVersion === undefined ? undefined : eq(shoppingListItems.version, expectedVersion),
      ),
    )
    .returning(itemColumns);
  return rows[0] ?? null;
}

/** The item as stored; null when there is none. */
export async function findItem(db: DbOrTx, itemId: number) {
  const rows = await db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(eq(shoppingListItems.id, itemId));
  return rows[0] ?? null;
}

/** The list as stored; null when there is none. */
export async function findList(db: DbOrTx, listId: number) {
  const rows = await db.select(listColumns).from(shoppingLists).where(eq(shoppingLists.id, listId));
  return rows[0] ?? null;
}

/**
 * Marks the list's ticked items not yet in the pantry as put there, and answers them: one
 * UPDATE, so of requests racing for an item exactly one claims it (the others wait for its row
 * lock, then find `stocked_at` set). The version stays: stocking is no check or uncheck.
 */
export function claimBoughtItems(db: DbOrTx, listId: number) {
  return db
    .update(shoppingListItems)
    .set({ stockedAt: sql`now()` })
    .where(
      and(
        eq(shoppingListItems.shoppingListId, listId),
        eq(shoppingListItems.checked, true),
        isNull(shoppingListItems.stockedAt),
      ),
    )
    .returning(itemColumns);
}

/**
 * Sets the list's hash to `to` if it still is `from` (its updatedAt stays: the items did not
 * change). False when it was not.
 */
export async function replaceListHash(db: DbOrTx, listId: number, from: string, to: string) {
  const rows = await db
    .update(shoppingLists)
    .set({ mealPlanHash: to })
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.mealPlanHash, from)))
    .returning({ id: shoppingLists.id });
  return rows.length > 0;
}
