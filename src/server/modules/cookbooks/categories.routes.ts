import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  categorySchema,
  cookbookIdParamsSchema,
  createCategorySchema,
} from '#shared/recipes/categories.schemas';
import { createCategory, listCategories } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cookbooks/:id/categories',
    {
      // Those who may see the cookbook; checked in the service (404 for the others).
      config: { access: access.signedIn },
      schema: { params: cookbookIdParamsSchema, response: { 200: z.array(categorySchema) } },
    },
    async (request) => listCategories(app.db, request.currentUser!, request.params.id),
  );

  app.post(
    '/api/cookbooks/:id/categories',
    {
      // Editors of the cookbook (or of all cookbooks) and super admins; checked in the service.
      config: { access: access.signedIn },
      schema: {
        params: cookbookIdParamsSchema,
        body: createCategorySchema,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) => {
      const category = await createCategory(
        app.db,
        request.currentUser!,
        request.params.id,
        request.body.name,
      );
      return reply.status(201).send(category);
    },
  );
};
