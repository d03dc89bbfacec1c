import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { idParamSchema } from '#shared/validation/ids';
import {
  generateImageBodySchema,
  imageConfigSchema,
  imageUrlResultSchema,
} from '#shared/images/images.schemas';
import { createOpenAiImageProvider } from './ai-image-provider';
import {
  generateImageForRecipe,
  generateImageForTitle,
  type ImageGenerator,
} from './generate-image.service';

const recipeIdParamsSchema = z.object({ id: idParamSchema });

/**
 * Generate AI Image (docs/decisions/014-ai-image-provider.md) and whether it reaches a
 * provider. Both generate routes answer a stored image's URL and change no recipe: the form
 * saves the URL with the rest of the recipe.
 */
export const generateImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider, perUserPerHour, perDay } = app.config.aiImages;
  const generator: ImageGenerator = {
    db: app.db,
    storage: app.imageStorage,
    provider: provider ? createOpenAiImageProvider(provider) : null,
    limits: { perUserPerHour, perDay },
  };

  app.get(
    '/api/images/config',
    {
      config: { access: access.signedIn },
      schema: { response: { 200: imageConfigSchema } },
    },
    async () => ({ aiConfigured: generator.provider !== null }),
  );

  app.post(
    '/api/recipes/generate-image',
    {
      // Editors of any cookbook and super admins: checked in the service (403 onlyEditors).
      config: { access: access.signedIn },
      schema: { body: generateImageBodySchema, response: { 201: imageUrlResultSchema } },
    },
    async (request, reply) => {
      const result = await generateImageForTitle(
        generator,
        request.currentUser!,
        request.body.title,
        request.log,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/recipes/:id/generate-image',
    {
      // Editors of the recipe's cookbook and super admins: checked in the service.
      config: { access: access.signedIn },
      schema: { params: recipeIdParamsSchema, response: { 201: imageUrlResultSchema } },
    },
    async (request, reply) => {
      const result = await generateImageForRecipe(
        generator,
        request.currentUser!,
        request.params.id,
        request.log,
      );
      return reply.status(201).send(result);
    },
  );
};
