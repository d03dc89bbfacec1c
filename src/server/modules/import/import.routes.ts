import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { createGuardedFetch, guardedFetchSettingsFrom } from '#server/lib/guarded-fetch/index';
import { createOpenAiImageProvider } from '#server/modules/images/ai-image-provider';
import {
  importFromTextBodySchema,
  importFromUrlBodySchema,
  importResultSchema,
} from '#shared/import/import.schemas';
import { extractRecipeFromHtml } from './page/extract-recipe';
import { createAiTextStructurer, recipeFromText } from './text/parse-recipe-text';
import { importFromText, importFromUrl, type Importer } from './import.service';

/**
 * Import a recipe from a web address or pasted text (spec 2 §2 Import pages, §7 Import).
 * Both routes answer the new recipe's id and title; the client opens its edit page.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const structureWithAi = createAiTextStructurer(config);
  const { provider, perUserPerHour, perDay } = config.aiImages;
  const importer: Importer = {
    db: app.db,
    storage: app.imageStorage,
    fetch: createGuardedFetch(guardedFetchSettingsFrom(config)),
    extractFromHtml: extractRecipeFromHtml,
    recipeFromText: (text) => recipeFromText(text, { structureWithAi }),
    generator: {
      db: app.db,
      storage: app.imageStorage,
      provider: provider ? createOpenAiImageProvider(provider) : null,
      limits: { perUserPerHour, perDay },
    },
    perUserPerHour: config.importsPerUserPerHour,
  };

  app.post(
    '/api/recipes/import',
    {
      // Editors of the chosen cookbook (or of all) and super admins: checked in the service.
      config: { access: access.signedIn },
      schema: { body: importFromUrlBodySchema, response: { 201: importResultSchema } },
    },
    async (request, reply) => {
      const result = await importFromUrl(importer, request.currentUser!, request.body, request.log);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/recipes/import-from-text',
    {
      config: { access: access.signedIn },
      schema: { body: importFromTextBodySchema, response: { 201: importResultSchema } },
    },
    async (request, reply) => {
      const result = await importFromText(
        importer,
        request.currentUser!,
        request.body,
        request.log,
      );
      return reply.status(201).send(result);
    },
  );
};
