import { sql, type SQL } from 'drizzle-orm';
import {
  cookbooks,
  familyCookbooks,
  hiddenRecipes,
  notes,
  recipes,
  roles,
  userActiveCookbooks,
  userFamilies,
  userPreferences,
} from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { CurrentUser } from '#server/modules/auth/sessions';

/**
 * Who sees which recipe, as SQL conditions on a query that joins `recipes` and `cookbooks`.
 * They stay SQL because list queries (the family's cards, favourites, the add-to-plan search,
 * the cookbook grid) filter by them in the database; access.repository.ts asks the same
 * conditions about the ids a request names, so lists and single rows follow one rule:
 *
 * - a family sees a recipe when its cookbook is public or linked to the family;
 * - a user sees it when one of their families does (public counts for everyone), when they
 *   edit its cookbook, or when they are a super admin (they may view every cookbook);
 * - lists leave out the cookbooks the user switched off (no row means active) and recipes
 *   hidden from the family, unless the user's showHiddenRecipes is on.
 */

export function visibleToFamily(familyId: number): SQL {
  return sql`(${q(cookbooks.isPublic)} or exists (
    select 1 from ${familyCookbooks}
    where ${q(familyCookbooks.cookbookId)} = ${q(cookbooks.id)}
      and ${q(familyCookbooks.familyId)} = ${familyId}))`;
}

/** Is the cookbook linked to any family of the user? */
export function linkedToFamiliesOf(userId: number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${familyCookbooks}
    join ${userFamilies} on ${q(userFamilies.familyId)} = ${q(familyCookbooks.familyId)}
    where ${q(familyCookbooks.cookbookId)} = ${q(cookbooks.id)}
      and ${q(userFamilies.userId)} = ${userId})`;
}

/** Public, or linked to any family of the user: what their family lists can show. */
export function visibleInFamiliesOf(userId: number): SQL {
  return sql`(${q(cookbooks.isPublic)} or ${linkedToFamiliesOf(userId)})`;
}

export function editsCookbook(userId: number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${roles}
    where ${q(roles.userId)} = ${userId} and ${q(roles.role)} = 'cookbook_editor'
      and (${q(roles.cookbookId)} is null or ${q(roles.cookbookId)} = ${q(cookbooks.id)}))`;
}

/** May the user open this recipe at all (detail, favourites)? */
export function visibleToUser(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  return sql`(${visibleInFamiliesOf(user.id)} or ${editsCookbook(user.id)})`;
}

export function cookbookActiveFor(userId: number): SQL {
  return sql`not exists (
    select 1 from ${userActiveCookbooks}
    where ${q(userActiveCookbooks.userId)} = ${userId}
      and ${q(userActiveCookbooks.cookbookId)} = ${q(cookbooks.id)}
      and not ${q(userActiveCookbooks.isActive)})`;
}

export function hiddenForFamily(familyId: number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${hiddenRecipes}
    where ${q(hiddenRecipes.recipeId)} = ${q(recipes.id)}
      and ${q(hiddenRecipes.familyId)} = ${familyId})`;
}

/**
 * For lists that span all the user's families: hidden when some family of the user hid it
 * and no family of theirs sees it unhidden. Aliases keep the nested scopes apart.
 */
export function hiddenInAllFamiliesOf(userId: number): SQL<boolean> {
  return sql<boolean>`(exists (
      select 1 from ${hiddenRecipes} hr
      join ${userFamilies} huf on huf.family_id = hr.family_id
      where hr.recipe_id = ${q(recipes.id)} and huf.user_id = ${userId})
    and not exists (
      select 1 from ${userFamilies} vuf
      where vuf.user_id = ${userId}
        and (${q(cookbooks.isPublic)} or exists (
          select 1 from ${familyCookbooks} vfc
          where vfc.family_id = vuf.family_id and vfc.cookbook_id = ${q(cookbooks.id)}))
        and not exists (
          select 1 from ${hiddenRecipes} vhr
          where vhr.recipe_id = ${q(recipes.id)} and vhr.family_id = vuf.family_id)))`;
}

/** The user's showHiddenRecipes preference, false without a preferences row. */
export function showsHiddenRecipes(userId: number): SQL<boolean> {
  return sql<boolean>`coalesce((
    select ${q(userPreferences.showHiddenRecipes)} from ${userPreferences}
    where ${q(userPreferences.userId)} = ${userId}), false)`;
}

/**
 * May the user delete the note: they wrote it and are still a member of its family. The
 * delete itself carries it too, so a removal from the family committed after the check still
 * stops it.
 */
export function deletesNote(userId: number): SQL<boolean> {
  return sql<boolean>`(${q(notes.userId)} = ${userId} and exists (
    select 1 from ${userFamilies}
    where ${q(userFamilies.userId)} = ${userId}
      and ${q(userFamilies.familyId)} = ${q(notes.familyId)}))`;
}
