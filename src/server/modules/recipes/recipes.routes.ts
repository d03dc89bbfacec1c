import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { dataVersionsOf } from '#server/plugins/session';
import { sendEncodedJson } from '#server/lib/encoded-body';
import {
  familyRecipeListSchema,
  familyRecipesParamsSchema,
  recipeDetailQuerySchema,
  recipeDetailSchema,
  recipeIdParamsSchema,
  recipeMarksSchema,
  recipeSearchIndexSchema,
  recipeSummarySchema,
} from '#shared/recipes/recipes.schemas';
import {
  deleteRecipe,
  getFamilyRecipeCards,
  getFamilySearchIndex,
  getRecipeDetail,
  listAccessibleRecipes,
} from './recipes.service';
import { findRecipeMarks } from './recipe-list.repository';

export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The family list comes in three answers (docs/decisions/022): the cards and the ingredient
  // search index are the same bytes for every member, cached per family with their
  // compressed forms and revalidated by ETag; the marks are the user's and small.
  const familyListRoutes = [
    {
      url: '/api/families/:familyId/recipes',
      body: familyRecipeListSchema,
      get: getFamilyRecipeCards,
    },
    {
      url: '/api/families/:familyId/recipes/search-index',
      body: recipeSearchIndexSchema,
      get: getFamilySearchIndex,
    },
  ];
  for (const route of familyListRoutes) {
    app.get(
      route.url,
      {
        config: { access: access.familyMember('params', 'familyId') },
        schema: {
          params: familyRecipesParamsSchema,
          response: { 200: route.body, 304: z.null() },
        },
        // Sent already encoded, and a GET has no body: @fastify/compress's hooks would only
        // cost time on the busiest route (issue 14).
        compress: false,
        decompress: false,
      },
      async (request, reply) => {
        const { familyId } = request.params;
        const version = (await dataVersionsOf(app, request)).familyRecipeList(familyId);
        const list = await route.get(app.db, app.recipeLists, familyId, version);
        return sendEncodedJson(request, reply, list);
      },
    );
  }

  app.get(
    '/api/families/:familyId/recipe-marks',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: { params: familyRecipesParamsSchema, response: { 200: recipeMarksSchema } },
    },
    async (request) => findRecipeMarks(app.db, request.currentUser!.id, request.params.familyId),
  );

  app.get(
    '/api/recipes/accessible',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: z.array(recipeSummarySchema) } },
    },
    async (request) => listAccessibleRecipes(app.db, request.currentUser!),
  );

  app.get(
    '/api/recipes/:id',
    {
      // Whether the user may open it (and is a member of familyId) is checked in the service.
      config: { access: access.signedIn },
      schema: {
        params: recipeIdParamsSchema,
        querystring: recipeDetailQuerySchema,
        response: { 200: recipeDetailSchema },
      },
    },
    async (request) =>
      getRecipeDetail(app.db, request.currentUser!, request.params.id, request.query.familyId),
  );

  app.delete(
    '/api/recipes/:id',
    {
      // Editors of the recipe's cookbook and super admins; checked in the service.
      config: { access: access.signedIn },
      schema: { params: recipeIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteRecipe(app.db, request.currentUser!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
