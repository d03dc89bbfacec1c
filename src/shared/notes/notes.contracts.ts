import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idempotencyHeadersSchema } from '../validation/idempotency';
import { createNoteBodySchema, noteIdParamsSchema, noteSchema } from './notes.schemas';

/** Family notes on a recipe. */
export const notesContracts = {
  addNote: defineContract({
    method: 'POST',
    path: '/api/notes',
    summary: "Add a note to a recipe, in the given family or the user's current one",
    headers: idempotencyHeadersSchema,
    body: createNoteBodySchema,
    responses: { 201: noteSchema },
  }),
  removeNote: defineContract({
    method: 'DELETE',
    path: '/api/notes/:id',
    summary: 'Delete one of your own notes',
    params: noteIdParamsSchema,
    responses: { 204: z.null() },
  }),
};
