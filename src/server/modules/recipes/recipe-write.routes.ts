import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { readIdempotencyKey, sendCreated } from '#server/lib/idempotency';
import { recipeIdParamsSchema } from '#shared/recipes/recipes.schemas';
import {
  RECIPE_VERSION_HEADER,
  recipeWriteResultSchema,
  recipeWriteSchema,
} from '#shared/recipes/recipe-write.schemas';
import { idempotencyHeadersSchema } from '#shared/validation/idempotency';
import { createRecipe, updateRecipe } from './recipe-write.service';

/** PATCH's If-Match: optional here, so that a missing one answers 428 rather than 400. */
const versionHeadersSchema = z.looseObject({
  [RECIPE_VERSION_HEADER]: z
    .string()
    .max(100, 'An If-Match header is at most 100 characters')
    .optional(),
});

export const recipeWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recipes',
    {
      // Editors of the chosen cookbook (or of all) and super admins; checked in the service.
      config: { access: access.signedIn },
      schema: {
        headers: idempotencyHeadersSchema,
        body: recipeWriteSchema,
        response: { 201: recipeWriteResultSchema },
      },
    },
    async (request, reply) => {
      const created = await createRecipe(
        app.db,
        app.imageStorage,
        request.currentUser!,
        request.body,
        readIdempotencyKey(request),
      );
      return sendCreated(reply, created);
    },
  );

  app.patch(
    '/api/recipes/:id',
    {
      // Editors of the recipe's cookbook (and of the one it moves to) and super admins.
      config: { access: access.signedIn },
      schema: {
        params: recipeIdParamsSchema,
        headers: versionHeadersSchema,
        body: recipeWriteSchema,
        response: { 200: recipeWriteResultSchema },
      },
    },
    async (request) =>
      updateRecipe(
        app.db,
        app.imageStorage,
        request.currentUser!,
        request.params.id,
        request.headers[RECIPE_VERSION_HEADER],
        request.body,
      ),
  );
};
