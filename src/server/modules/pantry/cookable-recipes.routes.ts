import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { dataVersionsOf } from '#server/plugins/session';
import { cookableRecipesContracts } from '#shared/pantry/cookable-recipes.contracts';
import { listCookableRecipes } from './cookable-recipes.service';

/** "What can we cook?" (product rule: cook-from-pantry), for the family's members. */
export const cookableRecipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      cookableRecipesContracts.listCookableRecipes,
      { access: access.familyMember('params', 'familyId') },
      async (request) => {
        const { familyId } = request.params;
        // The version as of the request's start, like the recipe list's (decision 025).
        const version = (await dataVersionsOf(app, request)).familyRecipeList(familyId);
        return listCookableRecipes(
          app.db,
          { lists: app.recipeLists, keys: app.recipeKeys },
          request.currentUser!,
          familyId,
          version,
          request.query,
        );
      },
    ),
  );
};
