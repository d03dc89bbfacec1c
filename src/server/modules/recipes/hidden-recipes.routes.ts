import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { hideRecipe, unhideRecipe } from './hidden-recipes.service';

/** Members of the family pass the access rule; the service admits only its admins. */
export const hiddenRecipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      recipesContracts.hideRecipe,
      { access: access.familyMember('body', 'familyId') },
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
    ),
  );

  app.route(
    contractRoute(
      recipesContracts.unhideRecipe,
      { access: access.familyMember('params', 'familyId') },
      async (request, reply) => {
        const { recipeId, familyId } = request.params;
        await unhideRecipe(app.db, request.currentUser!, recipeId, familyId);
        return reply.status(204).send(null);
      },
    ),
  );
};
