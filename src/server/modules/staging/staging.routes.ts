import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { stagingContracts } from '#shared/staging/staging.contracts';
import {
  changeBatchCount,
  clearFamilyStagedRecipes,
  listFamilyStagedRecipes,
  stageRecipe,
  unstageRecipe,
} from './staging.service';

/**
 * The staging area is family data: routes addressed by family id admit its members only;
 * routes addressed by item id admit signed-in users and the service answers 404 unless the
 * item belongs to one of their families.
 */
export const stagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      stagingContracts.listFamilyStagedRecipes,
      { access: access.familyMember('params', 'familyId') },
      async (request) => listFamilyStagedRecipes(app.db, request.params.familyId),
    ),
  );

  app.route(
    contractRoute(
      stagingContracts.stageRecipe,
      { access: access.familyMember('body', 'familyId') },
      async (request, reply) => {
        // The stager is the session user; the service never reads the body's userId.
        const created = await stageRecipe(
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
      stagingContracts.updateStagedRecipe,
      { access: access.signedIn },
      async (request) =>
        changeBatchCount(app.db, request.currentUser!, request.params.id, request.body.batchCount),
    ),
  );

  app.route(
    contractRoute(
      stagingContracts.unstageRecipe,
      { access: access.signedIn },
      async (request, reply) => {
        await unstageRecipe(app.db, request.currentUser!, request.params.id);
        return reply.status(204).send(null);
      },
    ),
  );

  app.route(
    contractRoute(
      stagingContracts.clearFamilyStagedRecipes,
      { access: access.familyMember('params', 'familyId') },
      async (request) => clearFamilyStagedRecipes(app.db, request.params.familyId),
    ),
  );
};
