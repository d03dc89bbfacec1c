import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { unitSchema } from '#shared/recipes/categories.schemas';
import { listUnits } from './units.service';

export const unitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/units',
    {
      // Reference data, the same for everyone signed in.
      config: { access: access.signedIn },
      schema: { response: { 200: z.array(unitSchema) } },
    },
    async () => listUnits(app.db),
  );
};
