import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { createNoteBodySchema, noteIdParamsSchema, noteSchema } from '#shared/notes/notes.schemas';
import { idempotencyHeadersSchema } from '#shared/validation/idempotency';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { addNote, removeNote } from './notes.service';

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/notes',
    {
      // The family (named or the user's current one) and the recipe are checked in the service.
      config: { access: access.signedIn },
      schema: {
        headers: idempotencyHeadersSchema,
        body: createNoteBodySchema,
        response: { 201: noteSchema },
      },
    },
    async (request, reply) => {
      const created = await addNote(
        app.db,
        request.currentUser!,
        request.body,
        readIdempotencyKey(request),
      );
      return sendCreated(reply, created);
    },
  );

  app.delete(
    '/api/notes/:id',
    {
      // The author, while still a member of the note's family; checked in the service.
      config: { access: access.signedIn },
      schema: { params: noteIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeNote(app.db, request.currentUser!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
