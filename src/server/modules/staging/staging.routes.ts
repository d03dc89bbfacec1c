import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../plugins/access';
import { stageRecipeBodySchema, stagedRecipeSchema } from '../../../shared/staging/staging.schemas';
import { stageRecipe } from './staging.service';

export const stagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staged-recipes',
    {
      config: { access: access.familyMember('body', 'familyId') },
      schema: { body: stageRecipeBodySchema, response: { 201: stagedRecipeSchema } },
    },
    async (request, reply) => {
      const { familyId, recipeId, batchCount } = request.body;
      const staged = await stageRecipe(app.db, request.currentUser!, {
        familyId,
        recipeId,
        batchCount,
      });
      return reply.status(201).send(staged);
    },
  );
};
