import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  changeMembershipBodySchema,
  membershipAdminBodySchema,
  membershipSchema,
} from '#shared/admin/users.schemas';
import { adminListQuerySchema } from '#shared/admin/list-query.schemas';
import { idParamSchema } from '#shared/validation/ids';
import { sendPage } from './admin-list';
import {
  changeMembership,
  listMemberships,
  removeMembership,
  setMembershipAdmin,
} from './memberships.service';

const membershipParamsSchema = z.object({ membershipId: idParamSchema });

/** Memberships (user ↔ family), super admins only. Registered by adminUsersRoutes. */
export function registerMembershipRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/user-families',
    {
      config: { access: access.superAdmin },
      schema: { querystring: adminListQuerySchema, response: { 200: z.array(membershipSchema) } },
    },
    async (request, reply) => sendPage(reply, await listMemberships(app.db, request.query)),
  );

  routes.put(
    '/api/admin/user-families/change',
    {
      config: { access: access.superAdmin },
      schema: { body: changeMembershipBodySchema, response: { 200: membershipSchema } },
    },
    async (request) => changeMembership(app.db, request.currentUser!, request.body),
  );

  routes.patch(
    '/api/admin/user-families/:membershipId',
    {
      config: { access: access.superAdmin },
      schema: {
        params: membershipParamsSchema,
        body: membershipAdminBodySchema,
        response: { 200: membershipSchema },
      },
    },
    async (request) =>
      setMembershipAdmin(
        app.db,
        request.currentUser!,
        request.params.membershipId,
        request.body.isAdmin,
      ),
  );

  routes.delete(
    '/api/admin/user-families/:membershipId',
    {
      config: { access: access.superAdmin },
      schema: { params: membershipParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeMembership(app.db, request.currentUser!, request.params.membershipId);
      return reply.status(204).send(null);
    },
  );
}
