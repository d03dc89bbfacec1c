import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { listCookbookRoles } from './cookbooks.service';

export const cookbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(cookbooksContracts.cookbookRoles, { access: access.signedIn }, async (request) =>
      listCookbookRoles(app.db, request.currentUser!),
    ),
  );
};
