import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { openDataVersions, type DataVersionSource } from './db/data-versions';
import { openNotificationBus, type NotificationBus } from './db/notification-bus';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { loggerOptions } from './plugins/logging';
import { registerAccessControl } from './plugins/access';
import { registerCompression } from './plugins/compression';
import { registerSession } from './plugins/session';
import { registerSecurity, securityHeaderWriter } from './plugins/security';
import { AppError, serverBusy, waitParams } from './lib/app-error';
import { registerWebClient, WEB_DIST_DIR } from './plugins/web-client';
import { registerUploads } from './plugins/uploads';
import { registerWriteGuard } from './plugins/write-guard';
import { registerOpenApi } from './plugins/openapi/document';
import { docsRoutes } from './plugins/openapi/docs.routes';
import { LocalImageStorage, type ImageStorage } from './modules/images/storage';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { familiesRoutes } from './modules/families/families.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { cookbooksRoutes } from './modules/cookbooks/cookbooks.routes';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { RecipeListCache } from './modules/recipes/recipe-list-cache';
import { hiddenRecipesRoutes } from './modules/recipes/hidden-recipes.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { stagingRoutes } from './modules/staging/staging.routes';
import { shoppingListsRoutes } from './modules/shopping-lists/shopping-lists.routes';
import { pantryRoutes } from './modules/pantry/pantry.routes';
import { cookableRecipesRoutes } from './modules/pantry/cookable-recipes.routes';
import { RecipeKeysCache } from './modules/pantry/recipe-keys-cache';
import { mealPlansRoutes } from './modules/meal-plans/meal-plans.routes';
import { uploadRoutes } from './modules/images/upload.routes';
import { generateImageRoutes } from './modules/images/generate-image.routes';
import { unitsRoutes } from './modules/units/units.routes';
import { categoriesRoutes } from './modules/cookbooks/categories.routes';
import { recipeWriteRoutes } from './modules/recipes/recipe-write.routes';
import { importRoutes } from './modules/import/import.routes';
import { appImportRoutes } from './modules/app-import/app-import.routes';
import { familyExportRoutes } from './modules/family-export/family-export.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { rolesRoutes } from './modules/admin/roles.routes';
import { adminFamiliesRoutes } from './modules/admin/admin-families.routes';
import { statsRoutes } from './modules/admin/stats.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { cookbookAdminRoutes } from './modules/cookbooks/cookbook-admin.routes';
import { familyProfileRoutes } from './modules/families/family-profile.routes';
import { activeCookbooksRoutes } from './modules/preferences/active-cookbooks.routes';
import { eventsRoutes, type EventsRoutesOptions } from './modules/events/events.routes';
import { calendarFeedRoutes } from './modules/calendar/calendar-feed.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    dataVersions: DataVersionSource;
    /** The database's notifications for this process (db/notification-bus.ts). */
    notifications: NotificationBus;
    /** The one place images are written and looked up (modules/images/storage.ts). */
    imageStorage: ImageStorage;
    /** The family recipe lists of this app's database, kept ready (decisions 022, 032). */
    recipeLists: RecipeListCache;
    /** Each recipe's ingredient keys per recipe version, for "What can we cook?" (decision 046). */
    recipeKeys: RecipeKeysCache;
  }
}

export type App = FastifyInstance;

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** Serve the built client from dist/web (off in route tests). */
  serveWebClient?: boolean;
  /** Where log lines go (stdout by default); tests capture them. */
  logStream?: { write(line: string): void };
  /** The event stream's heartbeat (tests shorten it). */
  liveEvents?: EventsRoutesOptions;
  /** The local token `npm run backup` may show instead of a session (decision 052). */
  backupToken?: string | null;
};

/** Builds the whole app without listening; tests drive it through `app.inject`. */
export async function buildApp({
  config,
  db,
  serveWebClient = false,
  logStream,
  liveEvents = {},
  backupToken = null,
}: BuildAppOptions) {
  const { timeouts } = config;
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // Only the configured proxies' X-Forwarded-* headers count (TRUST_PROXY); default none.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow or stalled clients: the whole request, its headers, an idle kept-alive socket.
    requestTimeout: timeouts.requestMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      // How often Node looks for requests past those limits (its default is every 30 s).
      connectionsCheckingInterval: 5000,
    },
    keepAliveTimeout: timeouts.keepAliveMs,
    frameworkErrors: frameworkErrorHandler(securityHeaderWriter(config)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const imageStorage = LocalImageStorage.forDataDir(config.dataDir);
  app.decorate('imageStorage', imageStorage);
  app.decorate('backupToken', backupToken);
  // One listening connection per process for every channel (onClose hooks run in order).
  const notifications = await openNotificationBus(db);
  const dataVersions = await openDataVersions(db, notifications);
  app.decorate('notifications', notifications);
  app.decorate('dataVersions', dataVersions);
  app.addHook('onClose', () => dataVersions.close());
  app.addHook('onClose', () => notifications.close());
  const recipeLists = new RecipeListCache(undefined, (err) =>
    app.log.warn({ err }, 'recipe list background work failed'),
  );
  app.decorate('recipeLists', recipeLists);
  app.decorate('recipeKeys', new RecipeKeysCache());
  // Final encodings and saved copies still running write to the database: let them end first.
  app.addHook('onClose', () => recipeLists.settle());

  // onRequest hooks run in this order: security headers and the Host/Origin rule, load
  // shedding, rate limits, the session, 401 for non-public routes (before the body), then
  // PGlite's check that its folder takes writes.
  registerErrorHandler(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await registerSecurity(app, config);
  await app.register(underPressure, {
    maxEventLoopDelay: config.loadShedding.maxEventLoopDelayMs,
    sampleInterval: config.loadShedding.sampleIntervalMs,
    pressureHandler: async () => {
      throw serverBusy(config.loadShedding.retryAfterSeconds);
    },
  });
  // Per-route limits only (sign-in routes); counted per process, see docs/decisions.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        context.statusCode,
        `Too many attempts, retry in ${context.after}`,
        { params: waitParams(context.after) },
      ),
  });
  registerSession(app);
  registerAccessControl(app);
  registerWriteGuard(app);
  await registerCompression(app);
  // Before the routes: it documents the routes registered after it (plugins/openapi).
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(familiesRoutes);
  await app.register(preferencesRoutes);
  await app.register(cookbooksRoutes);
  await app.register(recipesRoutes);
  await app.register(hiddenRecipesRoutes);
  await app.register(favoritesRoutes);
  await app.register(notesRoutes);
  await app.register(stagingRoutes);
  await app.register(shoppingListsRoutes);
  await app.register(pantryRoutes);
  await app.register(cookableRecipesRoutes);
  await app.register(mealPlansRoutes);
  await app.register(generateImageRoutes);
  await app.register(unitsRoutes);
  await app.register(categoriesRoutes);
  await app.register(recipeWriteRoutes);
  await app.register(uploadRoutes);
  await app.register(importRoutes);
  await app.register(appImportRoutes);
  await app.register(familyExportRoutes);
  await app.register(adminUsersRoutes);
  await app.register(rolesRoutes);
  await app.register(adminFamiliesRoutes);
  await app.register(statsRoutes);
  await app.register(backupRoutes);
  await app.register(cookbookAdminRoutes);
  await app.register(familyProfileRoutes);
  await app.register(activeCookbooksRoutes);
  await app.register(eventsRoutes, liveEvents);
  await app.register(calendarFeedRoutes);
  await app.register(docsRoutes);

  await registerUploads(app, imageStorage.rootDir);
  await registerWebClient(app, serveWebClient ? WEB_DIST_DIR : null);
  return app;
}
