import { and, asc, eq } from 'drizzle-orm';
import { deletesNote } from '#server/access/visibility-sql';
import type { DbOrTx } from '#server/db/client';
import { notes, users } from '#server/db/schema';

const noteColumns = {
  id: notes.id,
  recipeId: notes.recipeId,
  familyId: notes.familyId,
  text: notes.text,
  createdAt: notes.createdAt,
  user: { id: users.id, name: users.name, picture: users.picture },
};

/** The notes of one family on one recipe, oldest first, with their authors. */
export async function findFamilyNotes(db: DbOrTx, recipeId: number, familyId: number) {
  return db
    .select(noteColumns)
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .where(and(eq(notes.recipeId, recipeId), eq(notes.familyId, familyId)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

export async function insertNote(
  db: DbOrTx,
  values: { recipeId: number; familyId: number; userId: number; text: string },
) {
  const [row] = await db.insert(notes).values(values).returning({ id: notes.id });
  return row!.id;
}

export async function findNote(db: DbOrTx, id: number) {
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .where(eq(notes.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Deletes the note if `userId` may (deletesNote: they wrote it and are still a member of its
 * family), in one statement, so a concurrent removal from the family cannot slip in between;
 * false otherwise.
 */
export async function deleteOwnNote(db: DbOrTx, id: number, userId: number) {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, id), deletesNote(userId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}
