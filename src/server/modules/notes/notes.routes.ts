import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { notesContracts } from '#shared/notes/notes.contracts';
import { addNote, removeNote } from './notes.service';

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      notesContracts.addNote,
      // The family (named or the user's current one) and the recipe are checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        const created = await addNote(
          app.db,
          request.currentUser!,
          request.body,
          readIdempotencyKey(request),
        );
        return sendCreated(reply, created);
      },
    ),
  );

  app.route(
    contractRoute(
      notesContracts.removeNote,
      // The author, while still a member of the note's family; checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        await removeNote(app.db, request.currentUser!, request.params.id);
        return reply.status(204).send(null);
      },
    ),
  );
};
