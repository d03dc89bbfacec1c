import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { RECIPE_VERSION_HEADER } from '#shared/recipes/recipe-write.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { createRecipe, updateRecipe } from './recipe-write.service';

export const recipeWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      recipesContracts.createRecipe,
      // Editors of the chosen cookbook (or of all) and super admins; checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        const created = await createRecipe(
          app.db,
          app.imageStorage,
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
      recipesContracts.updateRecipe,
      // Editors of the recipe's cookbook (and of the one it moves to) and super admins.
      { access: access.signedIn },
      async (request) =>
        updateRecipe(
          app.db,
          app.imageStorage,
          request.currentUser!,
          request.params.id,
          request.headers[RECIPE_VERSION_HEADER],
          request.body,
        ),
    ),
  );
};
