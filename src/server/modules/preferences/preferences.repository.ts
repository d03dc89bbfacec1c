import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { userPreferences } from '#server/db/schema';

export async function findPreferences(db: Database, userId: number) {
  const rows = await db
    .select({
      preferredFamilyId: userPreferences.preferredFamilyId,
      showHiddenRecipes: userPreferences.showHiddenRecipes,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertPreferences(
  db: Database,
  userId: number,
  changes: { preferredFamilyId?: number | null; showHiddenRecipes?: boolean },
) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: changes })
    .returning({
      preferredFamilyId: userPreferences.preferredFamilyId,
      showHiddenRecipes: userPreferences.showHiddenRecipes,
    });
  return row!;
}
