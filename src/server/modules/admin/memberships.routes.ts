import type { FastifyInstance } from 'fastify';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { membershipsContracts } from '#shared/admin/memberships.contracts';
import { sendPage } from './admin-list';
import {
  changeMembership,
  listMemberships,
  removeMembership,
  setMembershipAdmin,
} from './memberships.service';

/** Memberships (user ↔ family), super admins only. Registered by adminUsersRoutes. */
export function registerMembershipRoutes(app: FastifyInstance) {
  app.route(
    contractRoute(
      membershipsContracts.listMemberships,
      { access: access.superAdmin },
      async (request, reply) => sendPage(reply, await listMemberships(app.db, request.query)),
    ),
  );

  app.route(
    contractRoute(membershipsContracts.changeMembership, { access: access.superAdmin }, (request) =>
      changeMembership(app.db, request.currentUser!, request.body),
    ),
  );

  app.route(
    contractRoute(
      membershipsContracts.setMembershipAdmin,
      { access: access.superAdmin },
      (request) =>
        setMembershipAdmin(
          app.db,
          request.currentUser!,
          request.params.membershipId,
          request.body.isAdmin,
        ),
    ),
  );

  app.route(
    contractRoute(
      membershipsContracts.removeMembership,
      { access: access.superAdmin },
      async (request, reply) => {
        await removeMembership(app.db, request.currentUser!, request.params.membershipId);
        return reply.status(204).send(null);
      },
    ),
  );
}
