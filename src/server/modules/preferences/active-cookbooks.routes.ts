import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { preferencesContracts } from '#shared/preferences/preferences.contracts';
import { listActiveCookbookIds, saveActiveCookbooks } from './active-cookbooks.service';

/** The profile page's My Cookbooks: GET the active ids, PUT the whole set at once. */
export const activeCookbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      preferencesContracts.listActiveCookbooks,
      { access: access.signedIn },
      (request) => listActiveCookbookIds(app.db, request.currentUser!),
    ),
  );

  app.route(
    contractRoute(
      preferencesContracts.saveActiveCookbooks,
      { access: access.signedIn },
      async (request, reply) => {
        await saveActiveCookbooks(app.db, request.currentUser!, request.body.cookbookIds);
        return reply.status(204).send(null);
      },
    ),
  );
};
