import { asc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { cookbooks, familyCookbooks, roles, userFamilies } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';

/**
 * For every cookbook: may this user view it (public, linked to one of their families, or they
 * edit it) and edit it (an editor role for it or for all cookbooks). Super admins are handled
 * by the service. One query.
 */
export async function findCookbookAccessOfUser(db: Database, userId: number) {
  const isEditor = sql<boolean>`exists (
    select 1 from ${roles}
    where ${q(roles.userId)} = ${userId} and ${q(roles.role)} = 'cookbook_editor'
      and (${q(roles.cookbookId)} is null or ${q(roles.cookbookId)} = ${q(cookbooks.id)}))`;
  const isLinkedToMyFamily = sql<boolean>`exists (
    select 1 from ${familyCookbooks}
    join ${userFamilies} on ${q(userFamilies.familyId)} = ${q(familyCookbooks.familyId)}
    where ${q(familyCookbooks.cookbookId)} = ${q(cookbooks.id)} and ${q(userFamilies.userId)} = ${userId})`;
  return db
    .select({
      cookbookId: cookbooks.id,
      name: cookbooks.name,
      isPublic: cookbooks.isPublic,
      isEditor,
      isLinkedToMyFamily,
    })
    .from(cookbooks)
    .orderBy(asc(cookbooks.id));
}
