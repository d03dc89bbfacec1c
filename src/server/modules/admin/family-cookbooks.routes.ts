import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  defaultCookbookBodySchema,
  defaultCookbookResultSchema,
  familyCookbookBodySchema,
  familyCookbookLinkSchema,
} from '#shared/admin/families.schemas';
import { idParamSchema } from '#shared/validation/ids';
import {
  linkCookbook,
  listFamilyCookbookLinks,
  setDefaultCookbook,
  unlinkCookbook,
} from './family-cookbooks.service';

/** Which families see which private cookbooks, and each family's default (super admins). */
export const familyCookbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/family-cookbooks',
    {
      config: { access: access.superAdmin },
      schema: { response: { 200: z.array(familyCookbookLinkSchema) } },
    },
    async () => listFamilyCookbookLinks(app.db),
  );

  app.post(
    '/api/family-cookbooks',
    {
      config: { access: access.superAdmin },
      schema: { body: familyCookbookBodySchema, response: { 201: familyCookbookLinkSchema } },
    },
    async (request, reply) => {
      const link = await linkCookbook(app.db, request.currentUser!, request.body);
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/api/family-cookbooks',
    {
      // The link is named by a JSON body (spec 2 §7).
      config: { access: access.superAdmin },
      schema: { body: familyCookbookBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await unlinkCookbook(app.db, request.currentUser!, request.body);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/families/:id/default-cookbook',
    {
      config: { access: access.superAdmin },
      schema: {
        params: z.object({ id: idParamSchema }),
        body: defaultCookbookBodySchema,
        response: { 200: defaultCookbookResultSchema },
      },
    },
    async (request) =>
      setDefaultCookbook(app.db, request.currentUser!, request.params.id, request.body.cookbookId),
  );
};
