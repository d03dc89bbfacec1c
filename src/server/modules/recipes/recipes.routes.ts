import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { dataVersionsOf } from '#server/plugins/session';
import {
  familyRecipesParamsSchema,
  recipeDetailQuerySchema,
  recipeDetailSchema,
  recipeIdParamsSchema,
  recipeSummarySchema,
  type RecipeSummary,
} from '#shared/recipes/recipes.schemas';
import {
  deleteRecipe,
  getFamilyRecipeListJson,
  getRecipeDetail,
  listAccessibleRecipes,
} from './recipes.service';
import { RecipeListCache } from './recipe-list-cache';

/** Does an If-None-Match header name this ETag? ('*', lists and weak forms included.) */
function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  // One per app: entries belong to this app's database.
  const listCache = new RecipeListCache();

  app.get(
    '/api/families/:familyId/recipes',
    {
      config: { access: access.familyMember('params', 'familyId') },
      schema: {
        params: familyRecipesParamsSchema,
        response: { 200: z.array(recipeSummarySchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const { recipeList } = await dataVersionsOf(app, request);
      const list = await getFamilyRecipeListJson(
        app.db,
        listCache,
        request.currentUser!,
        request.params.familyId,
        recipeList,
      );
      // Browsers revalidate each time and get a bodiless 304 while the list is unchanged.
      reply.header('cache-control', 'private, no-cache').header('etag', list.etag);
      if (matchesEtag(request.headers['if-none-match'], list.etag)) {
        return reply.status(304).send(null);
      }
      // JSON already checked against the 200 schema when built; Fastify sends Buffers as is.
      return reply
        .type('application/json; charset=utf-8')
        .send(list.body as unknown as RecipeSummary[]);
    },
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
