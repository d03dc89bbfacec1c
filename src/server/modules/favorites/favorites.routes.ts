import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { favoritesContracts } from '#shared/favorites/favorites.contracts';
import { addFavorite, listMyFavorites, removeFavorite } from './favorites.service';

/** Favourites are the signed-in user's own; the recipe must be one they may open. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(favoritesContracts.listFavorites, { access: access.signedIn }, async (request) =>
      listMyFavorites(app.db, request.currentUser!),
    ),
  );

  app.route(
    contractRoute(
      favoritesContracts.addFavorite,
      { access: access.signedIn },
      async (request, reply) => {
        const { favorite, created } = await addFavorite(
          app.db,
          request.currentUser!,
          request.body.recipeId,
        );
        return reply.status(created ? 201 : 200).send(favorite);
      },
    ),
  );

  app.route(
    contractRoute(
      favoritesContracts.removeFavorite,
      { access: access.signedIn },
      async (request, reply) => {
        await removeFavorite(app.db, request.currentUser!, request.params.recipeId);
        return reply.status(204).send(null);
      },
    ),
  );
};
