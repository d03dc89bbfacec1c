import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { dataVersionsOf } from '#server/plugins/session';
import { sendEncodedJson } from '#server/lib/encoded-body';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import {
  deleteRecipe,
  getFamilyRecipeCards,
  getFamilySearchIndex,
  getRecipeDetail,
  getRecipeMarks,
  listAccessibleRecipes,
} from './recipes.service';

export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The family list comes in three answers (docs/decisions/022): the cards and the ingredient
  // search index are the same bytes for every member, cached per family with their
  // compressed forms and revalidated by ETag; the marks are the user's and small.
  // sendEncodedJson answers a matching If-None-Match with a bodiless 304 itself.
  const familyListRoutes = [
    { contract: recipesContracts.familyRecipeCards, get: getFamilyRecipeCards },
    { contract: recipesContracts.familySearchIndex, get: getFamilySearchIndex },
  ];
  for (const route of familyListRoutes) {
    app.route(
      contractRoute(
        route.contract,
        {
          access: access.familyMember('params', 'familyId'),
          // Sent already encoded, and a GET has no body: @fastify/compress's hooks would only
          // cost time on the busiest route.
          compress: false,
          decompress: false,
        },
        async (request, reply) => {
          const { familyId } = request.params;
          const version = (await dataVersionsOf(app, request)).familyRecipeList(familyId);
          const list = await route.get(app.db, app.recipeLists, familyId, version);
          return sendEncodedJson(request, reply, list);
        },
      ),
    );
  }

  app.route(
    contractRoute(
      recipesContracts.recipeMarks,
      { access: access.familyMember('params', 'familyId') },
      async (request) => getRecipeMarks(app.db, request.currentUser!, request.params.familyId),
    ),
  );

  app.route(
    contractRoute(recipesContracts.listAccessible, { access: access.signedIn }, async (request) =>
      listAccessibleRecipes(app.db, request.currentUser!),
    ),
  );

  app.route(
    contractRoute(
      recipesContracts.getRecipe,
      // Whether the user may open it (and is a member of familyId) is checked in the service.
      { access: access.signedIn },
      async (request) =>
        getRecipeDetail(app.db, request.currentUser!, request.params.id, request.query.familyId),
    ),
  );

  app.route(
    contractRoute(
      recipesContracts.deleteRecipe,
      // Editors of the recipe's cookbook and super admins; checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        await deleteRecipe(app.db, request.currentUser!, request.params.id);
        return reply.status(204).send(null);
      },
    ),
  );
};
