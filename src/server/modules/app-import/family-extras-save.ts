/**
 * What our own export brings beyond recipes (docs/decisions/051-family-export.md), for the
 * recipes this import saved (not those it skipped as imported before, so a second import adds
 * nothing and undoes no later change):
 * - the family's notes, each its own note, written by the importing member: the new family's
 *   members are other accounts, and a note's author must be one of them (the original
 *   writer's name stays in the export's family.json);
 * - the exporting member's favourites, as the importer's own;
 * - the family's hidden marks, when the importer may hide recipes in the family (its admins).
 * Anything the importer may not do is left out, never fails the import.
 */
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { addFavorite } from '#server/modules/favorites/favorites.service';
import { capText } from '#server/modules/import/import-save';
import { addNote } from '#server/modules/notes/notes.service';
import { hideRecipe } from '#server/modules/recipes/hidden-recipes.service';
import { NOTE_MAX_LENGTH } from '#shared/notes/notes.schemas';
import type { AppFamilyExtras } from './formats/app-export';

/** Runs one write; a refusal (4xx) is skipped, anything else fails the import. */
async function unlessRefused(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return false;
    throw error;
  }
}

/** Saves the extras; answers how many notes were added. */
export async function saveFamilyExtras(
  db: Database,
  user: CurrentUser,
  run: { familyId: number },
  extras: AppFamilyExtras,
  recipeIds: ReadonlyMap<string, number>,
  importedNow: ReadonlySet<string>,
): Promise<number> {
  const savedNow = (sourceId: string) =>
    importedNow.has(sourceId) ? (recipeIds.get(sourceId) ?? null) : null;
  let notes = 0;
  for (const note of extras.notes) {
    const recipeId = savedNow(note.recipeSourceId);
    const text = capText(note.text, NOTE_MAX_LENGTH);
    if (recipeId === null || text === '') continue;
    const added = await unlessRefused(() =>
      addNote(db, user, { recipeId, familyId: run.familyId, text }),
    );
    if (added) notes += 1;
  }
  for (const sourceId of extras.favoriteSourceIds) {
    const recipeId = savedNow(sourceId);
    if (recipeId !== null) await unlessRefused(() => addFavorite(db, user, recipeId));
  }
  for (const sourceId of extras.hiddenSourceIds) {
    const recipeId = savedNow(sourceId);
    if (recipeId !== null) await unlessRefused(() => hideRecipe(db, user, recipeId, run.familyId));
  }
  return notes;
}
