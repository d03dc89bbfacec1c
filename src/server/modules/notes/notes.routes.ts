import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access';
import {
  createNoteBodySchema,
  noteIdParamsSchema,
  noteSchema,
} from '../../../shared/notes/notes.schemas';
import { addNote, removeNote } from './notes.service';

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/notes',
    {
      // The family (named or the user's current one) and the recipe are checked in the service.
      config: { access: access.signedIn },
      schema: { body: createNoteBodySchema, response: { 201: noteSchema } },
    },
    async (request, reply) => {
      const note = await addNote(app.db, request.currentUser!, request.body);
      return reply.status(201).send(note);
    },
  );

  app.delete(
    '/api/notes/:id',
    {
      // The author only; checked in the service.
      config: { access: access.signedIn },
      schema: { params: noteIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeNote(app.db, request.currentUser!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
