import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { unitsContracts } from '#shared/units/units.contracts';
import { listUnits } from './units.service';

export const unitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      unitsContracts.listUnits,
      // Reference data, the same for everyone signed in.
      { access: access.signedIn },
      async () => listUnits(app.db),
    ),
  );
};
