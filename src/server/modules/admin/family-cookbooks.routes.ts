import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { familyCookbooksContracts } from '#shared/admin/family-cookbooks.contracts';
import {
  linkCookbook,
  listFamilyCookbookLinks,
  setDefaultCookbook,
  unlinkCookbook,
} from './family-cookbooks.service';

/** Which families see which private cookbooks, and each family's default (super admins). */
export const familyCookbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(familyCookbooksContracts.listLinks, { access: access.superAdmin }, () =>
      listFamilyCookbookLinks(app.db),
    ),
  );

  app.route(
    contractRoute(
      familyCookbooksContracts.linkCookbook,
      { access: access.superAdmin },
      async (request, reply) => {
        const link = await linkCookbook(app.db, request.currentUser!, request.body);
        return reply.status(201).send(link);
      },
    ),
  );

  app.route(
    contractRoute(
      familyCookbooksContracts.unlinkCookbook,
      // The link is named by a JSON body (product rule: admin-families).
      { access: access.superAdmin },
      async (request, reply) => {
        await unlinkCookbook(app.db, request.currentUser!, request.body);
        return reply.status(204).send(null);
      },
    ),
  );

  app.route(
    contractRoute(
      familyCookbooksContracts.setDefaultCookbook,
      { access: access.superAdmin },
      (request) =>
        setDefaultCookbook(
          app.db,
          request.currentUser!,
          request.params.id,
          request.body.cookbookId,
        ),
    ),
  );
};
