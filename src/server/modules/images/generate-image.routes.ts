import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { imagesContracts } from '#shared/images/images.contracts';
import { createOpenAiImageProvider } from './ai-image-provider';
import {
  generateImageForRecipe,
  generateImageForTitle,
  type ImageGenerator,
} from './generate-image.service';

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

  app.route(
    contractRoute(imagesContracts.imageConfig, { access: access.signedIn }, async () => ({
      aiConfigured: generator.provider !== null,
    })),
  );

  app.route(
    contractRoute(
      imagesContracts.generateForTitle,
      // Editors of any cookbook and super admins: checked in the service (403 onlyEditors).
      { access: access.signedIn },
      async (request, reply) => {
        const result = await generateImageForTitle(
          generator,
          request.currentUser!,
          request.body.title,
          request.log,
        );
        return reply.status(201).send(result);
      },
    ),
  );

  app.route(
    contractRoute(
      imagesContracts.generateForRecipe,
      // Editors of the recipe's cookbook and super admins: checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        const result = await generateImageForRecipe(
          generator,
          request.currentUser!,
          request.params.id,
          request.log,
        );
        return reply.status(201).send(result);
      },
    ),
  );
};
