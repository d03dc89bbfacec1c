import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  createRoleBodySchema,
  roleAssignmentSchema,
  rolesQuerySchema,
} from '#shared/admin/roles.schemas';
import { adminListQuerySchema } from '#shared/admin/list-query.schemas';
import { idParamSchema } from '#shared/validation/ids';
import { sendPage } from './admin-list';
import { assignRole, listRoles, removeRole } from './roles.service';

/** ?userId= narrows the list to one user; search and paging as every admin list. */
const roleListQuerySchema = adminListQuerySchema.extend(rolesQuerySchema.shape).strict();

/** Role assignments (super admin, cookbook editor), super admins only. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roles',
    {
      config: { access: access.superAdmin },
      schema: {
        querystring: roleListQuerySchema,
        response: { 200: z.array(roleAssignmentSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listRoles(app.db, request.query)),
  );

  app.post(
    '/api/roles',
    {
      config: { access: access.superAdmin },
      schema: { body: createRoleBodySchema, response: { 201: roleAssignmentSchema } },
    },
    async (request, reply) => {
      const assigned = await assignRole(app.db, request.currentUser!, request.body);
      return reply.status(201).send(assigned);
    },
  );

  app.delete(
    '/api/roles/:id',
    {
      config: { access: access.superAdmin },
      schema: { params: z.object({ id: idParamSchema }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeRole(app.db, request.currentUser!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
