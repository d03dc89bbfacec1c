import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type {
  UpdatePreferencesBody,
  UserPreferences,
} from '#shared/preferences/preferences.schemas';
import { findPreferences, upsertPreferences } from './preferences.repository';

const DEFAULT_PREFERENCES: UserPreferences = {
  preferredFamilyId: null,
  showHiddenRecipes: false,
  language: null,
  measurementSystem: 'asWritten',
};

export async function getPreferences(db: Database, user: CurrentUser): Promise<UserPreferences> {
  return (await findPreferences(db, user.id)) ?? DEFAULT_PREFERENCES;
}

export async function updatePreferences(
  db: Database,
  user: CurrentUser,
  changes: UpdatePreferencesBody,
): Promise<UserPreferences> {
  if (changes.preferredFamilyId) {
    // A preferred family must be one of your own; a foreign id changes nothing.
    await requireAccess(db, user, 'family.member', [changes.preferredFamilyId]);
  }
  return upsertPreferences(db, user.id, changes);
}
