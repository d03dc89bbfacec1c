import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { families, userFamilies } from '#server/db/schema';

export async function findFamiliesOfUser(db: Database, userId: number) {
  return db
    .select({ id: families.id, name: families.name, createdAt: families.createdAt })
    .from(userFamilies)
    .innerJoin(families, eq(families.id, userFamilies.familyId))
    .where(eq(userFamilies.userId, userId))
    .orderBy(asc(families.name), asc(families.id));
}

export async function findMembership(db: Database, userId: number, familyId: number) {
  const rows = await db
    .select({ id: userFamilies.id, isAdmin: userFamilies.isAdmin })
    .from(userFamilies)
    .where(and(eq(userFamilies.userId, userId), eq(userFamilies.familyId, familyId)))
    .limit(1);
  return rows[0] ?? null;
}
