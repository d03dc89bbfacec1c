import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { userPreferences } from '#server/db/schema';
import {
  userPreferencesSchema,
  type UpdatePreferencesBody,
  type UserPreferences,
} from '#shared/preferences/preferences.schemas';

const preferenceColumns = {
  preferredFamilyId: userPreferences.preferredFamilyId,
  showHiddenRecipes: userPreferences.showHiddenRecipes,
  language: userPreferences.language,
  measurementSystem: userPreferences.measurementSystem,
};

// language and measurement_system are text columns: the schema gives them back their types.
const asPreferences = (row: unknown): UserPreferences => userPreferencesSchema.parse(row);

export async function findPreferences(db: Database, userId: number) {
  const rows = await db
    .select(preferenceColumns)
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return rows[0] ? asPreferences(rows[0]) : null;
}

export async function upsertPreferences(
  db: Database,
  userId: number,
  changes: UpdatePreferencesBody,
): Promise<UserPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: changes })
    .returning(preferenceColumns);
  return asPreferences(row!);
}
