import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  addFavoriteBodySchema,
  favoriteParamsSchema,
  favoriteSchema,
} from '#shared/favorites/favorites.schemas';
import { recipeSummarySchema } from '#shared/recipes/recipes.schemas';
import { addFavorite, listMyFavorites, removeFavorite } from './favorites.service';

/** Favourites are the signed-in user's own; the recipe must be one they may open. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/favorites',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: z.array(recipeSummarySchema) } },
    },
    async (request) => listMyFavorites(app.db, request.currentUser!),
  );

  app.post(
    '/api/favorites',
    {
      config: { access: access.signedIn },
      schema: {
        body: addFavoriteBodySchema,
        response: { 200: favoriteSchema, 201: favoriteSchema },
      },
    },
    async (request, reply) => {
      const { favorite, created } = await addFavorite(
        app.db,
        request.currentUser!,
        request.body.recipeId,
      );
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    '/api/favorites/:recipeId',
    {
      config: { access: access.signedIn },
      schema: { params: favoriteParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeFavorite(app.db, request.currentUser!, request.params.recipeId);
      return reply.status(204).send(null);
    },
  );
};
