import type { z } from 'zod';
import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { conflict } from '#server/lib/app-error';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { getPreferences } from '#server/modules/preferences/preferences.service';
import { computeMealPlanHash } from '#shared/shopping/generate-shopping-list';
import {
  EXISTING_LIST_MESSAGE,
  type generateShoppingListBodySchema,
  type ShoppingListItem,
  ITEM_CHANGED_MESSAGE,
  type ShoppingListSummary,
  type UpdateShoppingListItemBody,
  type WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';
import { weekEndDateOf } from '#shared/meal-plans/calendar-day';
import { findPantryVersions } from '#server/modules/pantry/pantry.repository';
import { pantryFingerprint, weekListHash } from './list-hash';
import { toItem, toList, toListFields, toPlannedMeals } from './shopping-list-dto';
import {
  deleteGeneratedItems,
  findFamilyListSummaries,
  findItem,
  findListWithItems,
  insertItems,
  restampList,
  updateItemChecked,
} from './shopping-lists.repository';
import { findWeekMealPlans } from './week-meals.repository';
import { findAddedItems } from './added-items.repository';
import { createWeekList } from './week-list';

/** The family's lists, newest week first, with counts (the access rule checked membership). */
export async function listFamilyShoppingLists(
  db: Database,
  familyId: number,
): Promise<ShoppingListSummary[]> {
  const rows = await findFamilyListSummaries(db, familyId);
  return rows.map(({ itemCount, checkedCount, ...list }) => ({
    ...toListFields(list),
    itemCount,
    checkedCount,
  }));
}

/**
 * The weekly answer in three queries: the list with its items, the week's meal plans, and the
 * pantry's versions; the list is out of date when either changed since it was made
 * (list-hash.ts).
 */
export async function getWeeklyShoppingList(
  db: DbOrTx,
  familyId: number,
  weekStartDate: string,
): Promise<WeeklyShoppingList> {
  const [found, meals, pantry] = await Promise.all([
    findListWithItems(db, familyId, weekStartDate),
    findWeekMealPlans(db, familyId, weekStartDate),
    findPantryVersions(db, familyId),
  ]);
  const currentMealPlanHash = weekListHash(computeMealPlanHash(meals), pantryFingerprint(pantry));
  return {
    weekStartDate,
    weekEndDate: weekEndDateOf(weekStartDate),
    shoppingList: found ? toList(found.list, found.items) : null,
    plannedMeals: toPlannedMeals(meals),
    currentMealPlanHash,
    isOutOfDate: found !== null && found.list.mealPlanHash !== currentMealPlanHash,
  };
}

/**
 * Generates the week's list from its meal plans less the family's pantry, in one transaction: creates it, or with
 * `forceRegenerate` replaces an existing list's items (checked marks are lost,
 * product rule: shopping-generate). Without it an existing list is a 409, also when a concurrent
 * request made it first: the unique family+week index decides, the INSERT waits for the other
 * transaction.
 */
export async function generateWeeklyShoppingList(
  db: Database,
  user: CurrentUser,
  body: z.infer<typeof generateShoppingListBodySchema>,
): Promise<{ weekly: WeeklyShoppingList; created: boolean }> {
  // The client's mealPlanHash and items are ignored: the server builds both.
  const { shoppingList, forceRegenerate } = body;
  const { familyId, weekStartDate } = shoppingList;
  // The body names the family, so the route's rule is signedIn and the check is here.
  await requireAccess(db, user, 'family.member', [familyId]);
  const weekEndDate = weekEndDateOf(weekStartDate);
  // The list is the family's; its amounts read in the measures of who generates it.
  const { measurementSystem } = await getPreferences(db, user);
  return db.transaction(async (tx) => {
    const made = await createWeekList(tx, familyId, weekStartDate, measurementSystem);
    const { meals, mealPlanHash } = made;
    let list = made.list;
    let itemRows = made.itemRows;
    const created = list !== null;
    if (!list) {
      if (!forceRegenerate) throw conflict('shopping_list_exists', EXISTING_LIST_MESSAGE);
      list = await restampList(tx, familyId, weekStartDate, mealPlanHash);
      if (!list)
        throw conflict(
          'shopping_list_changed',
          'The shopping list changed meanwhile; please try again',
        );
      // Items added by hand stay as they are (product rule: added-items).
      await deleteGeneratedItems(tx, list.id);
      const generated = await insertItems(tx, list.id, made.items);
      itemRows = [...generated, ...(await findAddedItems(tx, list.id))];
    }
    const weekly: WeeklyShoppingList = {
      weekStartDate,
      weekEndDate,
      shoppingList: toList(list, itemRows),
      plannedMeals: toPlannedMeals(meals),
      currentMealPlanHash: mealPlanHash,
      isOutOfDate: false,
    };
    return { weekly, created };
  });
}

/**
 * Checks or unchecks one item of one of the user's families' lists; 404 for any other, and for
 * an item its list's regeneration removed. With `version` (product rule: item-versions) the write
 * is based on what the client saw: an item changed since answers 409 with the item as it is now, so
 * a stale device never brings back a mark another one changed. With an Idempotency-Key (a tick
 * replayed from a device's offline queue, docs/decisions/048) a repeat of a write that landed
 * answers what it answered, instead of a 409 against its own change.
 */
export async function setItemChecked(
  db: Database,
  user: CurrentUser,
  itemId: number,
  { checked, version }: UpdateShoppingListItemBody,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<ShoppingListItem>> {
  await requireAccess(db, user, 'shoppingListItem.check', [itemId]);
  return createOnce(db, idempotency, 200, async (tx) => {
    const row = await updateItemChecked(tx, itemId, checked, version);
    if (row) return toItem(row);
    // Nothing written: the item moved on from `version`, or a regeneration removed it meanwhile.
    const current = version === undefined ? null : await findItem(tx, itemId);
    if (!current) throw accessError('shoppingListItem.check');
    throw conflict('shopping_list_item_changed', ITEM_CHANGED_MESSAGE, { item: toItem(current) });
  });
}
