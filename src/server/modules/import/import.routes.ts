import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { createGuardedFetch, guardedFetchSettingsFrom } from '#server/lib/guarded-fetch/index';
import { createOpenAiImageProvider } from '#server/modules/images/ai-image-provider';
import { importContracts } from '#shared/import/import.contracts';
import { createAiTextStructurer } from './text/ai-structure';
import { recipeFromText } from './text/recipe-from-text';
import { importFromText, importFromUrl, type Importer } from './import.service';
import { createImportReader } from './import-reader';

/**
 * Import a recipe from a web address or pasted text (product rule: import-pages).
 * Both routes answer the new recipe's id and title; the client opens its edit page.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const structureWithAi = createAiTextStructurer(config);
  // Pages and pasted text are read in worker threads, each within a time budget
  // (product rule: import-budget).
  const reader = createImportReader(config.importReading);
  app.addHook('onClose', () => reader.close());
  const { provider, perUserPerHour, perDay } = config.aiImages;
  const importer: Importer = {
    db: app.db,
    storage: app.imageStorage,
    fetch: createGuardedFetch(guardedFetchSettingsFrom(config)),
    extractFromPage: reader.readPage,
    recipeFromText: (text) => recipeFromText(text, { structureWithAi, read: reader.readText }),
    generator: {
      db: app.db,
      storage: app.imageStorage,
      provider: provider ? createOpenAiImageProvider(provider) : null,
      limits: { perUserPerHour, perDay },
    },
    perUserPerHour: config.importsPerUserPerHour,
  };

  app.route(
    contractRoute(
      importContracts.importFromUrl,
      // Editors of the chosen cookbook (or of all) and super admins: checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        const result = await importFromUrl(
          importer,
          request.currentUser!,
          request.body,
          request.log,
        );
        return reply.status(201).send(result);
      },
    ),
  );

  app.route(
    contractRoute(
      importContracts.importFromText,
      // Same rule as the import from an address: checked in the service.
      { access: access.signedIn },
      async (request, reply) => {
        const result = await importFromText(
          importer,
          request.currentUser!,
          request.body,
          request.log,
        );
        return reply.status(201).send(result);
      },
    ),
  );
};
