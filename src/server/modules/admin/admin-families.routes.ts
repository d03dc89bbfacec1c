import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { adminFamiliesContracts } from '#shared/admin/families.contracts';
import { sendPage } from './admin-list';
import { createFamily, listAdminFamilies, renameFamilyById } from './admin-families.service';
import { familyCookbooksRoutes } from './family-cookbooks.routes';

/**
 * The Families admin page (product rule: admin-families): families, and their cookbook links and
 * defaults.
 */
export const adminFamiliesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      adminFamiliesContracts.listFamilies,
      { access: access.superAdmin },
      async (request, reply) => sendPage(reply, await listAdminFamilies(app.db, request.query)),
    ),
  );

  app.route(
    contractRoute(
      adminFamiliesContracts.createFamily,
      { access: access.superAdmin },
      async (request, reply) => {
        const family = await createFamily(app.db, request.currentUser!, request.body.name);
        return reply.status(201).send(family);
      },
    ),
  );

  app.route(
    contractRoute(adminFamiliesContracts.renameFamily, { access: access.superAdmin }, (request) =>
      renameFamilyById(app.db, request.currentUser!, request.params.id, request.body.name),
    ),
  );

  await app.register(familyCookbooksRoutes);
};
