import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  activeCookbookIdsSchema,
  activeCookbooksBodySchema,
} from '#shared/preferences/preferences.schemas';
import { listActiveCookbookIds, saveActiveCookbooks } from './active-cookbooks.service';

/** The profile page's My Cookbooks: GET the active ids, PUT the whole set at once. */
export const activeCookbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/active-cookbooks',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: activeCookbookIdsSchema } },
    },
    async (request) => listActiveCookbookIds(app.db, request.currentUser!),
  );

  app.put(
    '/api/user/active-cookbooks',
    {
      config: { access: access.signedIn },
      schema: { body: activeCookbooksBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await saveActiveCookbooks(app.db, request.currentUser!, request.body.cookbookIds);
      return reply.status(204).send(null);
    },
  );
};
