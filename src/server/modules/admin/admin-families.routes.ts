import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  adminFamilySchema,
  familyNameBodySchema,
  familyWriteResultSchema,
} from '#shared/admin/families.schemas';
import { adminListQuerySchema } from '#shared/admin/list-query.schemas';
import { idParamSchema } from '#shared/validation/ids';
import { sendPage } from './admin-list';
import { createFamily, listAdminFamilies, renameFamilyById } from './admin-families.service';
import { familyCookbooksRoutes } from './family-cookbooks.routes';

/** The Families admin page (spec 2 §2): families, and their cookbook links and defaults. */
export const adminFamiliesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/families',
    {
      config: { access: access.superAdmin },
      schema: { querystring: adminListQuerySchema, response: { 200: z.array(adminFamilySchema) } },
    },
    async (request, reply) => sendPage(reply, await listAdminFamilies(app.db, request.query)),
  );

  app.post(
    '/api/admin/families',
    {
      config: { access: access.superAdmin },
      schema: { body: familyNameBodySchema, response: { 201: familyWriteResultSchema } },
    },
    async (request, reply) => {
      const family = await createFamily(app.db, request.currentUser!, request.body.name);
      return reply.status(201).send(family);
    },
  );

  app.patch(
    '/api/admin/families/:id',
    {
      config: { access: access.superAdmin },
      schema: {
        params: z.object({ id: idParamSchema }),
        body: familyNameBodySchema,
        response: { 200: familyWriteResultSchema },
      },
    },
    async (request) =>
      renameFamilyById(app.db, request.currentUser!, request.params.id, request.body.name),
  );

  await app.register(familyCookbooksRoutes);
};
