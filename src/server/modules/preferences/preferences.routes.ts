import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import {
  updatePreferencesBodySchema,
  userPreferencesSchema,
} from '#shared/preferences/preferences.schemas';
import { getPreferences, updatePreferences } from './preferences.service';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/preferences',
    { config: { access: access.signedIn }, schema: { response: { 200: userPreferencesSchema } } },
    async (request) => getPreferences(app.db, request.currentUser!),
  );

  app.patch(
    '/api/user/preferences',
    {
      config: { access: access.signedIn },
      schema: { body: updatePreferencesBodySchema, response: { 200: userPreferencesSchema } },
    },
    async (request) => updatePreferences(app.db, request.currentUser!, request.body),
  );
};
