import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  familyStagedRecipesParamsSchema,
  stagedRecipeIdParamsSchema,
  stageRecipeBodySchema,
  stagedRecipeSchema,
  updateStagedRecipeBodySchema,
} from '#shared/staging/staging.schemas';
import { deletedCountSchema } from '#shared/meal-plans/meal-plans.schemas';
import {
  changeBatchCount,
  clearFamilyStagedRecipes,
  listFamilyStagedRecipes,
  stageRecipe,
  unstageRecipe,
} from './staging.service';
import { idempotencyHeadersSchema } from '#shared/validation/idempotency';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';

/**
 * The staging area is family data: routes addressed by family id admit its members only;
 * routes addressed by item id admit signed-in users and the service answers 404 unless the
 * item belongs to one of their families.
 */
export const stagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/families/:familyId/staged-recipes',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: {
        params: familyStagedRecipesParamsSchema,
        response: { 200: z.array(stagedRecipeSchema) },
      },
    },
    async (request) => listFamilyStagedRecipes(app.db, request.params.familyId),
  );

  app.post(
    '/api/staged-recipes',
    {
      config: { access: access.familyMember('body', 'familyId') },
      schema: {
        headers: idempotencyHeadersSchema,
        body: stageRecipeBodySchema,
        response: { 201: stagedRecipeSchema },
      },
    },
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
  );

  app.patch(
    '/api/staged-recipes/:id',
    {
      config: { access: access.signedIn },
      schema: {
        params: stagedRecipeIdParamsSchema,
        body: updateStagedRecipeBodySchema,
        response: { 200: stagedRecipeSchema },
      },
    },
    async (request) =>
      changeBatchCount(app.db, request.currentUser!, request.params.id, request.body.batchCount),
  );

  app.delete(
    '/api/staged-recipes/:id',
    {
      config: { access: access.signedIn },
      schema: { params: stagedRecipeIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await unstageRecipe(app.db, request.currentUser!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/families/:familyId/staged-recipes',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: {
        params: familyStagedRecipesParamsSchema,
        response: { 200: deletedCountSchema },
      },
    },
    async (request) => clearFamilyStagedRecipes(app.db, request.params.familyId),
  );
};
