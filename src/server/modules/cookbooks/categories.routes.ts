import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { createCategory, listCategories } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      cookbooksContracts.listCategories,
      // Those who may see the cookbook; checked in the service (404 for the others).
      { access: access.signedIn },
      async (request) => listCategories(app.db, request.currentUser!, request.params.id),
    ),
  );

  app.route(
    contractRoute(
      cookbooksContracts.createCategory,
      // Editors of the cookbook (or of all cookbooks) and super admins; checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        const category = await createCategory(
          app.db,
          request.currentUser!,
          request.params.id,
          request.body.name,
        );
        return reply.status(201).send(category);
      },
    ),
  );
};
