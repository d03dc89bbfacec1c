import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  families,
  mealPlans,
  notes,
  pantryItems,
  shoppingListItems,
  shoppingLists,
  stagedRecipes,
  userFamilies,
} from '#server/db/schema';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { idSet, type Ids } from './access.repository';
import { deletesNote } from './visibility-sql';

/*
 * Families and what belongs to one: which of these ids may the user touch. Membership comes
 * from user_families where the checks always read it there (family pages, notes, hidden
 * marks), and from the session's family list where they always used that (plan entries,
 * staged items, list items: the same list the route rule admits members by).
 */

/** Families the user is a member of. */
export async function checkFamilyMember(db: DbOrTx, user: CurrentUser, ids: Ids) {
  const rows = await db
    .select({ id: userFamilies.familyId })
    .from(userFamilies)
    .where(and(eq(userFamilies.userId, user.id), inArray(userFamilies.familyId, [...ids])));
  return idSet(rows);
}

/** Families the user is an admin of; with `orSuperAdmin`, any they belong to if super admin. */
export async function checkFamilyAdmin(
  db: DbOrTx,
  user: CurrentUser,
  ids: Ids,
  orSuperAdmin: boolean,
) {
  const anyMember = orSuperAdmin && user.isSuperAdmin;
  const rows = await db
    .select({ id: userFamilies.familyId })
    .from(userFamilies)
    .where(
      and(
        eq(userFamilies.userId, user.id),
        inArray(userFamilies.familyId, [...ids]),
        anyMember ? undefined : eq(userFamilies.isAdmin, true),
      ),
    );
  return idSet(rows);
}

/** The families among `ids` that exist. */
export async function checkFamilyExists(db: DbOrTx, ids: Ids) {
  const rows = await db
    .select({ id: families.id })
    .from(families)
    .where(inArray(families.id, [...ids]));
  return idSet(rows);
}

/** Families whose member list the user may read: their own (session), any for super admins. */
export async function checkFamilyReadMembers(db: DbOrTx, user: CurrentUser, ids: Ids) {
  const mayRead = ids.filter((id) => user.isSuperAdmin || user.familyIds.includes(id));
  return mayRead.length === 0 ? new Set<number>() : checkFamilyExists(db, mayRead);
}

/** Families the user may rename: any that exists for super admins, else those they admin. */
export async function checkFamilyRename(db: DbOrTx, user: CurrentUser, ids: Ids) {
  return user.isSuperAdmin ? checkFamilyExists(db, ids) : checkFamilyAdmin(db, user, ids, false);
}

/** Notes the user wrote, in a family they still belong to. */
export async function checkNoteDelete(db: DbOrTx, user: CurrentUser, ids: Ids) {
  const rows = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(inArray(notes.id, [...ids]), deletesNote(user.id)));
  return idSet(rows);
}

/** Meal plan entries of the user's families. */
export async function checkMealPlanEdit(db: DbOrTx, user: CurrentUser, ids: Ids) {
  if (user.familyIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(and(inArray(mealPlans.id, [...ids]), inArray(mealPlans.familyId, [...user.familyIds])));
  return idSet(rows);
}

/** Staged items of the user's families. */
export async function checkStagedRecipeEdit(db: DbOrTx, user: CurrentUser, ids: Ids) {
  if (user.familyIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: stagedRecipes.id })
    .from(stagedRecipes)
    .where(
      and(
        inArray(stagedRecipes.id, [...ids]),
        inArray(stagedRecipes.familyId, [...user.familyIds]),
      ),
    );
  return idSet(rows);
}

/** Items of shopping lists of the user's families. */
export async function checkShoppingListItem(db: DbOrTx, user: CurrentUser, ids: Ids) {
  if (user.familyIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: shoppingListItems.id })
    .from(shoppingListItems)
    .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListItems.shoppingListId))
    .where(
      and(
        inArray(shoppingListItems.id, [...ids]),
        inArray(shoppingLists.familyId, [...user.familyIds]),
      ),
    );
  return idSet(rows);
}

/** Shopping lists of the user's families. */
export async function checkShoppingList(db: DbOrTx, user: CurrentUser, ids: Ids) {
  if (user.familyIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(
      and(
        inArray(shoppingLists.id, [...ids]),
        inArray(shoppingLists.familyId, [...user.familyIds]),
      ),
    );
  return idSet(rows);
}

/** Pantry items of the user's families. */
export async function checkPantryItemEdit(db: DbOrTx, user: CurrentUser, ids: Ids) {
  if (user.familyIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: pantryItems.id })
    .from(pantryItems)
    .where(
      and(inArray(pantryItems.id, [...ids]), inArray(pantryItems.familyId, [...user.familyIds])),
    );
  return idSet(rows);
}
