import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  cookbookBodySchema,
  cookbookDeleteResultSchema,
  cookbookSchema,
} from '#shared/cookbooks/cookbooks.schemas';
import { idParamSchema } from '#shared/validation/ids';
import {
  createCookbook,
  deleteCookbookById,
  listCookbooks,
  updateCookbookById,
} from './cookbook-admin.service';

const cookbookParamsSchema = z.object({ id: idParamSchema });

/** The cookbooks a user may view, and the super admin's cookbook management (spec 2 §2). */
export const cookbookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cookbooks',
    {
      // Everyone sees the cookbooks they may view (the service narrows it); super admins all.
      config: { access: access.signedIn },
      schema: { response: { 200: z.array(cookbookSchema) } },
    },
    async (request) => listCookbooks(app.db, request.currentUser!),
  );

  app.post(
    '/api/cookbooks',
    {
      config: { access: access.superAdmin },
      schema: { body: cookbookBodySchema, response: { 201: cookbookSchema } },
    },
    async (request, reply) => {
      const cookbook = await createCookbook(app.db, request.currentUser!, request.body);
      return reply.status(201).send(cookbook);
    },
  );

  app.patch(
    '/api/cookbooks/:id',
    {
      config: { access: access.superAdmin },
      schema: {
        params: cookbookParamsSchema,
        body: cookbookBodySchema,
        response: { 200: cookbookSchema },
      },
    },
    async (request) =>
      updateCookbookById(app.db, request.currentUser!, request.params.id, request.body),
  );

  app.delete(
    '/api/cookbooks/:id',
    {
      config: { access: access.superAdmin },
      schema: { params: cookbookParamsSchema, response: { 200: cookbookDeleteResultSchema } },
    },
    async (request) => deleteCookbookById(app.db, request.currentUser!, request.params.id),
  );
};
