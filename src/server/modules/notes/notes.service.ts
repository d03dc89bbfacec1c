import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/sessions';
import { EMPTY_NOTE_MESSAGE, type Note } from '../../../shared/notes/notes.schemas';
import { findFamiliesOfUser, findMembership } from '../families/families.repository';
import { findPreferences } from '../preferences/preferences.repository';
import { isRecipeVisibleToFamily } from '../recipes/recipes.repository';
import { deleteOwnNote, findNote, insertNote } from './notes.repository';

type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

export function toNoteDto(row: NoteRow): Note {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * The family a note goes to: the one the client names (a member's only), else the client's
 * own rule for the current family (core §4): the preferred family if still a member, else
 * the first family.
 */
async function resolveNoteFamily(db: Database, user: CurrentUser, familyId: number | undefined) {
  if (familyId !== undefined) {
    if (!(await findMembership(db, user.id, familyId))) throw notFound('Family not found');
    return familyId;
  }
  const families = await findFamiliesOfUser(db, user.id);
  const preferred = (await findPreferences(db, user.id))?.preferredFamilyId;
  const family = families.find((f) => f.id === preferred) ?? families[0];
  if (!family) throw badRequest('No family selected');
  return family.id;
}

/** Adds a family note; the recipe must be one that family sees. */
export async function addNote(
  db: Database,
  user: CurrentUser,
  body: { recipeId: number; text: string; familyId?: number | undefined },
): Promise<Note> {
  // The schema trimmed it; the spec's own message, not a field error, for an empty note.
  if (body.text.length === 0) {
    throw badRequest(EMPTY_NOTE_MESSAGE, { fieldErrors: { text: EMPTY_NOTE_MESSAGE } });
  }
  const familyId = await resolveNoteFamily(db, user, body.familyId);
  if (!(await isRecipeVisibleToFamily(db, body.recipeId, familyId))) {
    throw notFound('Recipe not found');
  }
  const id = await insertNote(db, {
    recipeId: body.recipeId,
    familyId,
    userId: user.id,
    text: body.text,
  });
  const note = await findNote(db, id);
  return toNoteDto(note!);
}

/** Only the author deletes a note; anyone else gets 404, as if it did not exist. */
export async function removeNote(db: Database, user: CurrentUser, noteId: number) {
  if (!(await deleteOwnNote(db, noteId, user.id))) throw notFound('Note not found');
}
