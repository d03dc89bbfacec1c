import type { DbOrTx } from '#server/db/client';
import type { AppError } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  checkCookbookEdit,
  checkCookbookRead,
  checkEditsAnyCookbook,
  checkFamilyRecipeRead,
  checkRecipeEdit,
  checkRecipeRead,
  type Ids,
} from './access.repository';
import {
  checkFamilyAdmin,
  checkFamilyMember,
  checkFamilyReadMembers,
  checkFamilyRename,
  checkMealPlanEdit,
  checkNoteDelete,
  checkPantryItemEdit,
  checkShoppingList,
  checkShoppingListItem,
  checkStagedRecipeEdit,
} from './family-access.repository';
import {
  PERMISSION_RULES,
  type FamilyScopedPermission,
  type Permission,
  type UserPermission,
} from './permissions';

/*
 * The one entry point for row-level access: "may this user do P on these ids". The route's
 * rule (plugins/access.ts) has already admitted the caller (signed in, super admin, member of
 * the family named in the request); services ask this about the rows the request names.
 */

export type FamilyScope = { familyId: number };

/** What each permission takes after the user: ids, ids and a family, or nothing. */
export type AccessArgs<P extends Permission> = P extends UserPermission
  ? []
  : P extends FamilyScopedPermission
    ? [ids: Iterable<number>, scope: FamilyScope]
    : [ids: Iterable<number>];

type Check = (
  db: DbOrTx,
  user: CurrentUser,
  ids: Ids,
  scope: FamilyScope | undefined,
) => Promise<Set<number>>;

function familyOf(scope: FamilyScope | undefined) {
  if (!scope) throw new Error('A family-scoped permission needs a familyId');
  return scope.familyId;
}

/** A question about the user themself is asked about their own id. */
const aboutUser: Check = async (db, user) =>
  new Set((await checkEditsAnyCookbook(db, user)) ? [user.id] : []);

const CHECKS: Record<Permission, Check> = {
  'recipe.read': (db, user, ids) => checkRecipeRead(db, user, ids),
  'recipe.edit': (db, user, ids) => checkRecipeEdit(db, user, ids),
  'recipe.delete': (db, user, ids) => checkRecipeEdit(db, user, ids),
  'recipe.generateImage': (db, user, ids) => checkRecipeEdit(db, user, ids),
  'familyRecipe.read': (db, _user, ids, scope) => checkFamilyRecipeRead(db, familyOf(scope), ids),
  'cookbook.read': (db, user, ids) => checkCookbookRead(db, user, ids),
  'cookbook.addRecipe': (db, user, ids) => checkCookbookEdit(db, user, ids),
  'cookbook.addCategory': (db, user, ids) => checkCookbookEdit(db, user, ids),
  'cookbook.import': (db, user, ids) => checkCookbookEdit(db, user, ids),
  'family.member': (db, user, ids) => checkFamilyMember(db, user, ids),
  'family.readMembers': (db, user, ids) => checkFamilyReadMembers(db, user, ids),
  'family.rename': (db, user, ids) => checkFamilyRename(db, user, ids),
  'family.hideRecipes': (db, user, ids) => checkFamilyAdmin(db, user, ids, true),
  'user.readMembership': async (_db, user, ids) =>
    new Set(ids.filter((id) => id === user.id || user.isSuperAdmin)),
  'note.delete': (db, user, ids) => checkNoteDelete(db, user, ids),
  'mealPlan.edit': (db, user, ids) => checkMealPlanEdit(db, user, ids),
  'stagedRecipe.edit': (db, user, ids) => checkStagedRecipeEdit(db, user, ids),
  'shoppingListItem.check': (db, user, ids) => checkShoppingListItem(db, user, ids),
  'shoppingList.stock': (db, user, ids) => checkShoppingList(db, user, ids),
  'pantryItem.edit': (db, user, ids) => checkPantryItemEdit(db, user, ids),
  'image.upload': aboutUser,
  'image.generate': aboutUser,
};

function distinctIds(user: CurrentUser, args: readonly unknown[]): Ids {
  const [ids] = args as [Iterable<number> | undefined];
  return ids === undefined ? [user.id] : [...new Set(ids)];
}

async function allowedOf(
  db: DbOrTx,
  user: CurrentUser,
  permission: Permission,
  ids: Ids,
  scope: FamilyScope | undefined,
) {
  return ids.length === 0 ? new Set<number>() : CHECKS[permission](db, user, ids, scope);
}

/** The ids (of `ids`) the user may do `permission` on; for a user permission, their own id. */
export async function checkAccess<P extends Permission>(
  db: DbOrTx,
  user: CurrentUser,
  permission: P,
  ...args: AccessArgs<P>
): Promise<Set<number>> {
  const [, scope] = args as unknown as [unknown, FamilyScope | undefined];
  return allowedOf(db, user, permission, distinctIds(user, args), scope);
}

/**
 * Throws unless the user may do `permission` on every id, with the permission's refusal
 * (permissions.ts); when it names an `after` permission, ids that fail that one too get its
 * refusal instead (404 before 403). An empty list passes. Allowed ids cost one query; a
 * refusal with `after` costs a second, to pick the answer.
 */
export async function requireAccess<P extends Permission>(
  db: DbOrTx,
  user: CurrentUser,
  permission: P,
  ...args: AccessArgs<P>
): Promise<void> {
  const [, scope] = args as unknown as [unknown, FamilyScope | undefined];
  await requireIds(db, user, permission, distinctIds(user, args), scope);
}

async function requireIds(
  db: DbOrTx,
  user: CurrentUser,
  permission: Permission,
  ids: Ids,
  scope: FamilyScope | undefined,
): Promise<void> {
  const allowed = await allowedOf(db, user, permission, ids, scope);
  const refused = ids.filter((id) => !allowed.has(id));
  if (refused.length === 0) return;
  const rule = PERMISSION_RULES[permission];
  if (rule.after) await requireIds(db, user, rule.after, refused, scope);
  throw rule.denied();
}

/**
 * The refusal of `permission`, for a row that went away between the check and the write: it
 * answers as one the user may not touch, so the two cannot be told apart.
 */
export function accessError(permission: Permission): AppError {
  return PERMISSION_RULES[permission].denied();
}
