import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, recipes, roles } from '#server/db/schema';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  editsCookbook,
  visibleInFamiliesOf,
  visibleToFamily,
  visibleToUser,
} from './visibility-sql';

/*
 * Recipes and cookbooks: which of these ids may the user (or a family) do something to. Each
 * check answers the subset it allows, in one query; `ids` are distinct and never empty
 * (require-access.ts sees to that). Ids of rows that do not exist are never in the answer.
 */

export type Ids = readonly number[];

export const idSet = (rows: readonly { id: number }[]) => new Set(rows.map((r) => r.id));

/** Recipes the user may open (visibleToUser). */
export async function checkRecipeRead(db: DbOrTx, user: CurrentUser, ids: Ids) {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(and(inArray(recipes.id, [...ids]), visibleToUser(user)));
  return idSet(rows);
}

/** Recipes of a cookbook the user edits (editor of it or of all); any recipe for super admins. */
export async function checkRecipeEdit(db: DbOrTx, user: CurrentUser, ids: Ids) {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(
      and(inArray(recipes.id, [...ids]), user.isSuperAdmin ? undefined : editsCookbook(user.id)),
    );
  return idSet(rows);
}

/** Recipes the family sees: its own cookbooks' and the public ones. */
export async function checkFamilyRecipeRead(db: DbOrTx, familyId: number, ids: Ids) {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .innerJoin(cookbooks, eq(cookbooks.id, recipes.cookbookId))
    .where(and(inArray(recipes.id, [...ids]), visibleToFamily(familyId)));
  return idSet(rows);
}

/**
 * Cookbooks the user may view (public, linked to one of their families, or theirs to edit),
 * the rule of /api/user/cookbook-roles; every cookbook for super admins.
 */
export async function checkCookbookRead(db: DbOrTx, user: CurrentUser, ids: Ids) {
  const visible = sql`(${visibleInFamiliesOf(user.id)} or ${editsCookbook(user.id)})`;
  const rows = await db
    .select({ id: cookbooks.id })
    .from(cookbooks)
    .where(and(inArray(cookbooks.id, [...ids]), user.isSuperAdmin ? undefined : visible));
  return idSet(rows);
}

/** Cookbooks the user edits: an editor role for it or for all; every one for super admins. */
export async function checkCookbookEdit(db: DbOrTx, user: CurrentUser, ids: Ids) {
  const rows = await db
    .select({ id: cookbooks.id })
    .from(cookbooks)
    .where(
      and(inArray(cookbooks.id, [...ids]), user.isSuperAdmin ? undefined : editsCookbook(user.id)),
    );
  return idSet(rows);
}

/**
 * Does the user edit at least one cookbook (may write recipes somewhere)? A cookbook_editor
 * row names a cookbook (the row goes with it: ON DELETE CASCADE) or none, which means every
 * cookbook. Super admins always do.
 */
export async function checkEditsAnyCookbook(db: DbOrTx, user: CurrentUser): Promise<boolean> {
  if (user.isSuperAdmin) return true;
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.userId, user.id), eq(roles.role, 'cookbook_editor')))
    .limit(1);
  return rows.length > 0;
}
