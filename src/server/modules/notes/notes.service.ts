import type { z } from 'zod';
import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { badRequest } from '#server/lib/app-error';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  EMPTY_NOTE_MESSAGE,
  type createNoteBodySchema,
  type Note,
} from '#shared/notes/notes.schemas';
import { listMyFamilies } from '#server/modules/families/families.service';
import { getPreferences } from '#server/modules/preferences/preferences.service';
import { deleteOwnNote, findFamilyNotes, findNote, insertNote } from './notes.repository';

type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

export function toNoteDto(row: NoteRow): Note {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The notes of one family on one recipe, oldest first, with their authors. */
export async function listFamilyNotes(
  db: DbOrTx,
  recipeId: number,
  familyId: number,
): Promise<Note[]> {
  return (await findFamilyNotes(db, recipeId, familyId)).map(toNoteDto);
}

/**
 * The family a note goes to: the one the client names (a member's only), else the client's
 * own rule for the current family (product rule: current-family): the preferred family if still a
 * member, else the first family.
 */
async function resolveNoteFamily(db: DbOrTx, user: CurrentUser, familyId: number | undefined) {
  if (familyId !== undefined) {
    await requireAccess(db, user, 'family.member', [familyId]);
    return familyId;
  }
  const families = await listMyFamilies(db, user);
  const preferred = (await getPreferences(db, user)).preferredFamilyId;
  const family = families.find((f) => f.id === preferred) ?? families[0];
  if (!family) throw badRequest('no_family_selected', 'No family selected');
  return family.id;
}

/**
 * Adds a family note; the recipe must be one that family sees. With an Idempotency-Key, a
 * repeat of the same request answers the first note instead of adding another (decision 010).
 */
export async function addNote(
  db: Database,
  user: CurrentUser,
  body: z.infer<typeof createNoteBodySchema>,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<Note>> {
  // The schema trimmed it; the spec's own message, not a field error, for an empty note.
  if (body.text.length === 0) {
    throw badRequest('empty_note', EMPTY_NOTE_MESSAGE, {
      fieldErrors: { text: EMPTY_NOTE_MESSAGE },
    });
  }
  return createOnce(db, idempotency, 201, async (tx) => {
    const familyId = await resolveNoteFamily(tx, user, body.familyId);
    await requireAccess(tx, user, 'familyRecipe.read', [body.recipeId], { familyId });
    const id = await insertNote(tx, {
      recipeId: body.recipeId,
      familyId,
      userId: user.id,
      text: body.text,
    });
    const note = await findNote(tx, id);
    return toNoteDto(note!);
  });
}

/**
 * Only the author deletes a note, and only while still a member of the note's family; anyone
 * else gets 404, as if it did not exist.
 */
export async function removeNote(db: Database, user: CurrentUser, noteId: number) {
  await requireAccess(db, user, 'note.delete', [noteId]);
  // The delete repeats the rule, so a removal from the family committed meanwhile still wins.
  if (!(await deleteOwnNote(db, noteId, user.id))) throw accessError('note.delete');
}
