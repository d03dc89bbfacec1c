import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { families, roles, userFamilies, users } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';

/** The user `id`; with `demoOnly`, only if they are one of the seeded demo people. */
export async function findUserById(db: Database, id: number, { demoOnly = false } = {}) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), demoOnly ? eq(users.isDemo, true) : undefined))
    .limit(1);
  return rows[0] ?? null;
}

/** The seeded demo people with their roles and family memberships, for the sign-in picker. */
export async function listDemoPeopleWithRolesAndFamilies(db: Database) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roleNames: sql<
        string[]
      >`coalesce((select array_agg(distinct ${q(roles.role)}) from ${roles} where ${q(roles.userId)} = ${q(users.id)}), '{}')`,
      families: sql<{ name: string; isAdmin: boolean }[]>`coalesce((
        select json_agg(json_build_object('name', ${q(families.name)}, 'isAdmin', ${q(userFamilies.isAdmin)}) order by ${q(families.name)})
        from ${userFamilies} join ${families} on ${q(families.id)} = ${q(userFamilies.familyId)}
        where ${q(userFamilies.userId)} = ${q(users.id)}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(asc(users.id));
}
