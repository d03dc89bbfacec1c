import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  adminUserSchema,
  createUserBodySchema,
  setUserFamilyBodySchema,
  updateUserBodySchema,
  userWithFamilySchema,
  userWriteResultSchema,
} from '#shared/admin/users.schemas';
import { adminListQuerySchema } from '#shared/admin/list-query.schemas';
import { idParamSchema } from '#shared/validation/ids';
import { sendPage } from './admin-list';
import {
  createUser,
  listUsers,
  listUsersWithFamilies,
  setUserFamily,
  updateUser,
} from './admin-users.service';
import { registerMembershipRoutes } from './memberships.routes';

const userParamsSchema = z.object({ id: idParamSchema });

/**
 * Users and their memberships, super admins only (spec §7 Administration). The two lists are
 * searched and paged (?search=&limit=&offset=, the total in X-Total-Count).
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { access: access.superAdmin },
      schema: { querystring: adminListQuerySchema, response: { 200: z.array(adminUserSchema) } },
    },
    async (request, reply) => sendPage(reply, await listUsers(app.db, request.query)),
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: access.superAdmin },
      schema: { body: createUserBodySchema, response: { 201: userWriteResultSchema } },
    },
    async (request, reply) => {
      const created = await createUser(app.db, request.currentUser!, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { access: access.superAdmin },
      schema: {
        params: userParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userWriteResultSchema },
      },
    },
    async (request) => updateUser(app.db, request.currentUser!, request.params.id, request.body),
  );

  app.put(
    '/api/admin/users/:id/family',
    {
      config: { access: access.superAdmin },
      schema: {
        params: userParamsSchema,
        body: setUserFamilyBodySchema,
        response: { 200: userWriteResultSchema },
      },
    },
    async (request) => setUserFamily(app.db, request.currentUser!, request.params.id, request.body),
  );

  app.get(
    '/api/admin/users-with-families',
    {
      config: { access: access.superAdmin },
      schema: {
        querystring: adminListQuerySchema,
        response: { 200: z.array(userWithFamilySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listUsersWithFamilies(app.db, request.query)),
  );

  registerMembershipRoutes(app);
};
