import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { rolesContracts } from '#shared/admin/roles.contracts';
import { sendPage } from './admin-list';
import { assignRole, listRoles, removeRole } from './roles.service';

/** Role assignments (super admin, cookbook editor), super admins only. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(rolesContracts.listRoles, { access: access.superAdmin }, async (request, reply) =>
      sendPage(reply, await listRoles(app.db, request.query)),
    ),
  );

  app.route(
    contractRoute(
      rolesContracts.assignRole,
      { access: access.superAdmin },
      async (request, reply) => {
        const assigned = await assignRole(app.db, request.currentUser!, request.body);
        return reply.status(201).send(assigned);
      },
    ),
  );

  app.route(
    contractRoute(
      rolesContracts.removeRole,
      { access: access.superAdmin },
      async (request, reply) => {
        await removeRole(app.db, request.currentUser!, request.params.id);
        return reply.status(204).send(null);
      },
    ),
  );
};
