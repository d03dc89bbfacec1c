import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  hiddenRecipeParamsSchema,
  hiddenRecipeSchema,
  hideRecipeBodySchema,
} from '#shared/recipes/hidden-recipes.schemas';
import { hideRecipe, unhideRecipe } from './hidden-recipes.service';

/** Members of the family pass the access rule; the service admits only its admins. */
export const hiddenRecipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/hidden-recipes',
    {
      config: { access: access.familyMember('body', 'familyId') },
      schema: {
        body: hideRecipeBodySchema,
        response: { 200: hiddenRecipeSchema, 201: hiddenRecipeSchema },
      },
    },
    async (request, reply) => {
      const { recipeId, familyId } = request.body;
      const { hidden, created } = await hideRecipe(
        app.db,
        request.currentUser!,
        recipeId,
        familyId,
      );
      return reply.status(created ? 201 : 200).send(hidden);
    },
  );

  app.delete(
    '/api/hidden-recipes/recipe/:recipeId/family/:familyId',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: { params: hiddenRecipeParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { recipeId, familyId } = request.params;
      await unhideRecipe(app.db, request.currentUser!, recipeId, familyId);
      return reply.status(204).send(null);
    },
  );
};
