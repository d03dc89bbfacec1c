import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { openDataVersions, type DataVersionSource } from './db/data-versions';
import { registerErrorHandler } from './plugins/error-handler';
import { registerAccessControl } from './plugins/access';
import { registerSession } from './plugins/session';
import { registerSecurity } from './plugins/security';
import { registerWebClient, WEB_DIST_DIR } from './plugins/web-client';
import { registerUploads } from './plugins/uploads';
import { LocalImageStorage } from './modules/images/storage';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { familiesRoutes } from './modules/families/families.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { cookbooksRoutes } from './modules/cookbooks/cookbooks.routes';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { hiddenRecipesRoutes } from './modules/recipes/hidden-recipes.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { stagingRoutes } from './modules/staging/staging.routes';
import { shoppingListsRoutes } from './modules/shopping-lists/shopping-lists.routes';
import { mealPlansRoutes } from './modules/meal-plans/meal-plans.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    dataVersions: DataVersionSource;
  }
}

export type App = FastifyInstance;

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** Serve the built client from dist/web (off in route tests). */
  serveWebClient?: boolean;
};

/** Builds the whole app without listening; tests drive it through `app.inject`. */
export async function buildApp({ config, db, serveWebClient = false }: BuildAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const dataVersions = await openDataVersions(db);
  app.decorate('dataVersions', dataVersions);
  app.addHook('onClose', () => dataVersions.close());

  registerErrorHandler(app);
  registerAccessControl(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await registerSecurity(app, config);
  // Per-route limits only (sign-in routes); counted per process, see docs/decisions.
  await app.register(rateLimit, { global: false });
  registerSession(app);

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
  await app.register(mealPlansRoutes);

  await registerUploads(app, LocalImageStorage.forDataDir(config.dataDir).rootDir);
  await registerWebClient(app, serveWebClient ? WEB_DIST_DIR : null);
  return app;
}
