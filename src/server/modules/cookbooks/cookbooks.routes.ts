import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { cookbookRoleSchema } from '#shared/cookbooks/cookbooks.schemas';
import { listCookbookRoles } from './cookbooks.service';

export const cookbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/cookbook-roles',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: z.array(cookbookRoleSchema) } },
    },
    async (request) => listCookbookRoles(app.db, request.currentUser!),
  );
};
