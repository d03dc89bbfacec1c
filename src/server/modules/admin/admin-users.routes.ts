import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { adminUsersContracts } from '#shared/admin/users.contracts';
import { sendPage } from './admin-list';
import {
  createUser,
  listUsers,
  listUsersWithFamilies,
  setUserFamily,
  updateUser,
} from './admin-users.service';
import { registerMembershipRoutes } from './memberships.routes';

/**
 * Users and their memberships, super admins only (product rule: admin-users). The two lists
 * are searched and paged (product rule: admin-lists): ?search=&limit=&offset=, the total in
 * X-Total-Count.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      adminUsersContracts.listUsers,
      { access: access.superAdmin },
      async (request, reply) => sendPage(reply, await listUsers(app.db, request.query)),
    ),
  );

  app.route(
    contractRoute(
      adminUsersContracts.createUser,
      { access: access.superAdmin },
      async (request, reply) => {
        const created = await createUser(app.db, request.currentUser!, request.body);
        return reply.status(201).send(created);
      },
    ),
  );

  app.route(
    contractRoute(adminUsersContracts.updateUser, { access: access.superAdmin }, (request) =>
      updateUser(app.db, request.currentUser!, request.params.id, request.body),
    ),
  );

  app.route(
    contractRoute(adminUsersContracts.setUserFamily, { access: access.superAdmin }, (request) =>
      setUserFamily(app.db, request.currentUser!, request.params.id, request.body),
    ),
  );

  app.route(
    contractRoute(
      adminUsersContracts.listUsersWithFamilies,
      { access: access.superAdmin },
      async (request, reply) => sendPage(reply, await listUsersWithFamilies(app.db, request.query)),
    ),
  );

  registerMembershipRoutes(app);
};
