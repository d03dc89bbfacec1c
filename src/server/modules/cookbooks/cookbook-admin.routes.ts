import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import {
  createCookbook,
  deleteCookbookById,
  listCookbooks,
  updateCookbookById,
} from './cookbook-admin.service';

/** The cookbooks a user may view, and the super admin's cookbook management. */
export const cookbookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      cookbooksContracts.listCookbooks,
      // Everyone sees the cookbooks they may view (the service narrows it); super admins all.
      { access: access.signedIn },
      async (request) => listCookbooks(app.db, request.currentUser!),
    ),
  );

  app.route(
    contractRoute(
      cookbooksContracts.createCookbook,
      { access: access.superAdmin },
      async (request, reply) => {
        const cookbook = await createCookbook(app.db, request.currentUser!, request.body);
        return reply.status(201).send(cookbook);
      },
    ),
  );

  app.route(
    contractRoute(
      cookbooksContracts.updateCookbook,
      { access: access.superAdmin },
      async (request) =>
        updateCookbookById(app.db, request.currentUser!, request.params.id, request.body),
    ),
  );

  app.route(
    contractRoute(
      cookbooksContracts.deleteCookbook,
      { access: access.superAdmin },
      async (request) => deleteCookbookById(app.db, request.currentUser!, request.params.id),
    ),
  );
};
