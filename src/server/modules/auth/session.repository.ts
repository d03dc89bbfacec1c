import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, sessions, userFamilies, users } from '#server/db/schema';
import { preparedPerDatabase, qualified as q } from '#server/db/sql-helpers';

export async function insertSession(db: Database, idHash: string, userId: number, expiresAt: Date) {
  await db.insert(sessions).values({ idHash, userId, expiresAt });
}

export async function deleteSessionByHash(db: Database, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * The signed-in user behind a session, with the super admin flag and the ids of their
 * families, in one prepared query: it runs on every API request, and with the family ids
 * the family-member access rule needs no query of its own.
 */
const sessionUserQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      picture: users.picture,
      expiresAt: sessions.expiresAt,
      isSuperAdmin: sql<boolean>`exists (select 1 from ${roles} where ${q(roles.userId)} = ${q(users.id)} and ${q(roles.role)} = 'super_admin')`,
      familyIds: sql<
        number[]
      >`array(select ${q(userFamilies.familyId)} from ${userFamilies} where ${q(userFamilies.userId)} = ${q(users.id)} order by 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

export async function findUserBySessionHash(db: Database, idHash: string, now: Date) {
  const rows = await sessionUserQuery(db).execute({ idHash, now });
  return rows[0] ?? null;
}
