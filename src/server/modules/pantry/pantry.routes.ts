import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { pantryContracts } from '#shared/pantry/pantry.contracts';
import {
  addPantryItem,
  adjustPantryItem,
  editPantryItem,
  listPantry,
  removePantryItem,
} from './pantry.service';

/** The family pantry (product rule: pantry); the contract is documented in pantry.schemas.ts. */
export const pantryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      pantryContracts.listPantry,
      { access: access.familyMember('params', 'familyId') },
      async (request) => listPantry(app.db, request.params.familyId),
    ),
  );

  app.route(
    contractRoute(
      pantryContracts.addPantryItem,
      { access: access.familyMember('params', 'familyId') },
      async (request, reply) => {
        const key = readIdempotencyKey(request);
        return sendCreated(
          reply,
          await addPantryItem(app.db, request.params.familyId, request.body, key),
        );
      },
    ),
  );

  // Addressed by item id: the service admits only items of the user's families.
  app.route(
    contractRoute(pantryContracts.updatePantryItem, { access: access.signedIn }, async (request) =>
      editPantryItem(app.db, request.currentUser!, request.params.id, request.body),
    ),
  );

  app.route(
    contractRoute(
      pantryContracts.adjustPantryItem,
      { access: access.signedIn },
      async (request, reply) =>
        sendCreated(
          reply,
          await adjustPantryItem(
            app.db,
            request.currentUser!,
            request.params.id,
            request.body,
            readIdempotencyKey(request),
          ),
        ),
    ),
  );

  app.route(
    contractRoute(
      pantryContracts.removePantryItem,
      { access: access.signedIn },
      async (request, reply) => {
        await removePantryItem(app.db, request.currentUser!, request.params.id);
        return reply.status(204).send(null);
      },
    ),
  );
};
