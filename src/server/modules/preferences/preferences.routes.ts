import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { preferencesContracts } from '#shared/preferences/preferences.contracts';
import { getPreferences, updatePreferences } from './preferences.service';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(preferencesContracts.getPreferences, { access: access.signedIn }, (request) =>
      getPreferences(app.db, request.currentUser!),
    ),
  );

  app.route(
    contractRoute(preferencesContracts.updatePreferences, { access: access.signedIn }, (request) =>
      updatePreferences(app.db, request.currentUser!, request.body),
    ),
  );
};
