import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { shoppingListItems, shoppingLists } from '#server/db/schema';
import type { GeneratedItem } from '#shared/shopping/generate-shopping-list';
import { itemColumns, listColumns } from './shopping-lists.repository';

/** The queries of adding lines by hand to a week's list (product rule: added-items). */

/** The list's items added by hand, in position order. */
export function findAddedItems(db: DbOrTx, shoppingListId: number) {
  return db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(
      and(
        eq(shoppingListItems.shoppingListId, shoppingListId),
        eq(shoppingListItems.addedByHand, true),
      ),
    )
    .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id));
}

/**
 * An added item takes the amount a new line added to it: what it shows changes, so its version
 * moves (a device's tick based on the old one answers 409).
 */
export async function updateAddedItem(db: DbOrTx, itemId: number, item: GeneratedItem) {
  const { name, category, quantity, unit, detailText } = item;
  await db
    .update(shoppingListItems)
    .set({
      name,
      category,
      quantity,
      unit,
      detailText,
      version: sql`${shoppingListItems.version} + 1`,
    })
    .where(eq(shoppingListItems.id, itemId));
}

/**
 * Moves the week's list's updatedAt and answers it; null when the week has none. The UPDATE
 * locks the row until commit, so adds to one list run one after the other, and its notice tells
 * the family's other devices (the live trigger on shopping_lists).
 */
export async function touchList(db: DbOrTx, familyId: number, weekStartDate: string) {
  const rows = await db
    .update(shoppingLists)
    .set({ updatedAt: sql`now()` })
    .where(
      and(eq(shoppingLists.familyId, familyId), eq(shoppingLists.weekStartDate, weekStartDate)),
    )
    .returning(listColumns);
  return rows[0] ?? null;
}
