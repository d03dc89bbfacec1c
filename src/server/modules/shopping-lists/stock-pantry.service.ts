import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  findFamilyPantry,
  findPantryVersions,
  lockFamilyPantry,
} from '#server/modules/pantry/pantry.repository';
import { mergeIntoPantry } from '#server/modules/pantry/pantry.service';
import { pantryEntryOf, readPantryQuantity } from '#shared/pantry/pantry-line';
import type { StockedPantry } from '#shared/shopping/shopping-lists.schemas';
import { pantryFingerprint, restampPantry } from './list-hash';
import {
  claimBoughtItems,
  findList,
  replaceListHash,
  type ShoppingListItemRow,
} from './shopping-lists.repository';

/**
 * A bought item as a pantry entry: its list amount and unit; an amount that is no number ('a
 * handful', none) adds as "have some".
 */
function entryOfBought(item: ShoppingListItemRow) {
  const quantity = readPantryQuantity(item.quantity);
  return pantryEntryOf(item.name, quantity, quantity === null ? null : item.unit);
}

/**
 * Done Shopping (product rule: bought-to-pantry): every ticked item of the list not yet put in
 * the pantry goes there, through the pantry's merge rule, in one transaction. Each item goes
 * once: the items are claimed by one UPDATE (claimBoughtItems), so a repeat, or 20 requests at
 * once, add nothing more. Staples are claimed but never added. With an Idempotency-Key a repeat
 * answers what the first one added. 404 for a list of another family, nothing changed.
 */
export async function stockPantryFromList(
  db: Database,
  user: CurrentUser,
  listId: number,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<StockedPantry>> {
  await requireAccess(db, user, 'shoppingList.stock', [listId]);
  return createOnce(
    db,
    idempotency,
    () => 200,
    (handle) =>
      handle.transaction(async (tx) => {
        const list = await findList(tx, listId);
        if (!list) throw accessError('shoppingList.stock');
        // Stocking runs one at a time per family with the pantry's adds (pantry-merge's lock).
        await lockFamilyPantry(tx, list.familyId);
        const before = pantryFingerprint(await findPantryVersions(tx, list.familyId));
        const claimed = await claimBoughtItems(tx, listId);
        if (claimed.length === 0) return { added: [] };
        const staples = new Set(
          (await findFamilyPantry(tx, list.familyId)).flatMap((row) =>
            row.isStaple ? [row.nameKey] : [],
          ),
        );
        const added: StockedPantry['added'] = [];
        for (const bought of claimed.sort((a, b) => a.position - b.position)) {
          const entry = entryOfBought(bought);
          if (staples.has(entry.nameKey)) continue;
          const result = await mergeIntoPantry(tx, list.familyId, entry);
          added.push({ shoppingListItemId: bought.id, ...result });
        }
        if (added.length > 0) await keepListCurrent(tx, list, before);
        return { added };
      }),
  );
}

/**
 * The list's own purchases are no reason to regenerate it: a list that was current before they
 * went to the pantry stays current (product rule: pantry-out-of-date). Other weeks' lists, made
 * with the pantry as it was, become out of date.
 */
async function keepListCurrent(
  tx: DbOrTx,
  list: { id: number; familyId: number; mealPlanHash: string },
  before: string,
) {
  const after = pantryFingerprint(await findPantryVersions(tx, list.familyId));
  const restamped = restampPantry(list.mealPlanHash, before, after);
  if (restamped) await replaceListHash(tx, list.id, list.mealPlanHash, restamped);
}
