import { z } from 'zod';
import { idParam } from '../families/families.schemas';
import { bodyId } from '../recipes/ids';

/** The spec's text for an empty note (core §5); the server answers 400 with it too. */
export const EMPTY_NOTE_MESSAGE = 'Please enter a note before submitting';
export const NOTE_MAX_LENGTH = 2000;
export const NOTE_TOO_LONG_MESSAGE = `A note can be at most ${NOTE_MAX_LENGTH} characters`;

/** For forms: what a valid note text is, after trimming. */
export const noteTextSchema = z
  .string()
  .trim()
  .min(1, EMPTY_NOTE_MESSAGE)
  .max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE);

/**
 * POST /api/notes. The text is trimmed here; an empty result is refused by the server with
 * exactly EMPTY_NOTE_MESSAGE (not as a field error), so the client can toast it as is.
 * Without `familyId` the note goes to the user's preferred family, else their first one.
 */
export const createNoteBodySchema = z
  .object({
    recipeId: bodyId,
    text: z.string().trim().max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
    familyId: bodyId.optional(),
  })
  .strict();
export type CreateNoteBody = z.input<typeof createNoteBodySchema>;

export const noteIdParamsSchema = z.object({ id: idParam });

export const noteAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
});

export const noteSchema = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  familyId: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  user: noteAuthorSchema,
});
export type Note = z.infer<typeof noteSchema>;
