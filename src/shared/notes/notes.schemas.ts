import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids';
import { safeText } from '../validation/text';

/** The text for an empty note (product rule: note-empty); the server answers 400 with it too. */
export const EMPTY_NOTE_MESSAGE = 'Please enter a note before submitting';
export const NOTE_MAX_LENGTH = 2000;
export const NOTE_TOO_LONG_MESSAGE = `A note can be at most ${NOTE_MAX_LENGTH} characters`;

/** For forms: what a valid note text is, after trimming. */
export const noteTextSchema = safeText({
  max: NOTE_MAX_LENGTH,
  min: 1,
  label: 'A note',
  tooLongMessage: NOTE_TOO_LONG_MESSAGE,
  tooShortMessage: EMPTY_NOTE_MESSAGE,
});

/**
 * POST /api/notes. The text is trimmed here; an empty result is refused by the server with
 * exactly EMPTY_NOTE_MESSAGE (not as a field error), so the client can toast it as is.
 * Without `familyId` the note goes to the user's preferred family, else their first one.
 */
export const createNoteBodySchema = z
  .object({
    recipeId: idSchema,
    text: safeText({
      max: NOTE_MAX_LENGTH,
      label: 'A note',
      tooLongMessage: NOTE_TOO_LONG_MESSAGE,
    }),
    familyId: idSchema.optional(),
  })
  .strict();
export type CreateNoteBody = z.input<typeof createNoteBodySchema>;

export const noteIdParamsSchema = z.object({ id: idParamSchema });

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
