import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';
import { qualified as q } from '../../db/sql-helpers';

export async function insertSession(db: Database, idHash: string, userId: number, expiresAt: Date) {
  await db.insert(sessions).values({ idHash, userId, expiresAt });
}

export async function deleteSessionByHash(db: Database, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** The signed-in user behind a session, with the super admin flag, in one query. */
export async function findUserBySessionHash(db: Database, idHash: string, now: Date) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      picture: users.picture,
      isSuperAdmin: sql<boolean>`exists (select 1 from ${roles} where ${q(roles.userId)} = ${q(users.id)} and ${q(roles.role)} = 'super_admin')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}
