import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { badRequest } from '#server/lib/app-error';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { getPreferences } from '#server/modules/preferences/preferences.service';
import { addedItemsOf, placeAddedItems, readAddedLine } from '#shared/shopping/added-lines';
import type { RecipeIngredient } from '#shared/shopping/ingredient-line';
import {
  ADDED_LINE_WITHOUT_NAME_MESSAGE,
  type addShoppingListItemsBodySchema,
  type WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';
import { findAddedItems, touchList, updateAddedItem } from './added-items.repository';
import { getWeeklyShoppingList } from './shopping-lists.service';
import { insertItems } from './shopping-lists.repository';
import { createWeekList } from './week-list';

export type AddedToList = { weekly: WeeklyShoppingList; created: boolean };

/** Every line read; a line naming nothing ('500 g') is a 400 naming it, and nothing is added. */
function readLines(lines: readonly string[]): RecipeIngredient[] {
  const read = lines.map(readAddedLine);
  const fieldErrors = Object.fromEntries(
    read.flatMap((ingredient, i) =>
      ingredient ? [] : [[`lines.${i}`, ADDED_LINE_WITHOUT_NAME_MESSAGE]],
    ),
  );
  if (Object.keys(fieldErrors).length > 0) {
    throw badRequest('added_line_without_name', ADDED_LINE_WITHOUT_NAME_MESSAGE, { fieldErrors });
  }
  return read.filter((ingredient) => ingredient !== null);
}

/**
 * Adds lines by hand to the week's list (product rule: added-items), in one transaction. A week
 * without a list gets it first, made from its meal plans as POST /api/shopping-lists makes it,
 * in the caller's measures (201); concurrent calls make one list (the unique family+week index).
 * Adds to one list run one after the other (touchList locks it), and its notice tells the
 * family's other devices. Each line becomes an item marked as added, or adds its amount to an
 * open added item of the same thing. The list's hash stays: added items are no reason to
 * regenerate. With an Idempotency-Key a repeat answers the first result and adds nothing. The
 * route's rule admitted members of the family only.
 */
export async function addShoppingListItems(
  db: Database,
  user: CurrentUser,
  familyId: number,
  { weekStartDate, lines }: z.output<typeof addShoppingListItemsBodySchema>,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<AddedToList>> {
  const ingredients = readLines(lines);
  const { measurementSystem } = await getPreferences(db, user);
  const added = addedItemsOf(ingredients, measurementSystem);
  return createOnce(
    db,
    idempotency,
    ({ created }) => (created ? 201 : 200),
    (handle) =>
      handle.transaction(async (tx) => {
        let list = await touchList(tx, familyId, weekStartDate);
        let created = false;
        if (!list) {
          list = (await createWeekList(tx, familyId, weekStartDate, measurementSystem)).list;
          created = list !== null;
          // Another request made it first: wait for its lock, then add to it.
          list ??= await touchList(tx, familyId, weekStartDate);
          if (!list) throw new Error('The week has no list after making one');
        }
        const onList = await findAddedItems(tx, list.id);
        // Only an item still to buy takes more: a ticked or stocked one was bought.
        const open = onList.filter((item) => !item.checked && item.stockedAt === null);
        const { updates, inserts } = placeAddedItems(open, added, measurementSystem);
        for (const { id, item } of updates) await updateAddedItem(tx, id, item);
        const from = Math.max(-1, ...onList.map((item) => item.position)) + 1;
        await insertItems(tx, list.id, inserts, { from, addedByHand: true });
        return { weekly: await getWeeklyShoppingList(tx, familyId, weekStartDate), created };
      }),
  );
}
