import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { families, userFamilies, users } from '#server/db/schema';

/** The family's members with their membership, by name (case-insensitively), then id. */
export async function findFamilyMembers(db: DbOrTx, familyId: number) {
  return db
    .select({
      id: users.id,
      membershipId: userFamilies.id,
      name: users.name,
      email: users.email,
      isFamilyAdmin: userFamilies.isAdmin,
    })
    .from(userFamilies)
    .innerJoin(users, eq(users.id, userFamilies.userId))
    .where(eq(userFamilies.familyId, familyId))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

/** The family row, locked for the rest of the transaction; null when there is none. */
export async function findFamilyForUpdate(db: DbOrTx, familyId: number) {
  const rows = await db
    .select({ id: families.id, name: families.name })
    .from(families)
    .where(eq(families.id, familyId))
    .for('update');
  return rows[0] ?? null;
}

export async function updateFamilyName(db: DbOrTx, familyId: number, name: string) {
  await db.update(families).set({ name }).where(eq(families.id, familyId));
}
