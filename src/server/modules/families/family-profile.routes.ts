import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { familiesContracts } from '#shared/families/families.contracts';
import { listFamilyMembers, renameFamily } from './family-profile.service';

/** The profile page's My Family card: its members, and renaming it (product rule: my-family). */
export const familyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      familiesContracts.listFamilyMembers,
      // Its members, and super admins (who need not be members): checked in the service.
      { access: access.signedIn },
      (request) => listFamilyMembers(app.db, request.currentUser!, request.params.id),
    ),
  );

  app.route(
    contractRoute(
      familiesContracts.renameFamily,
      // Its family admins and super admins (who need not be members): checked in the service.
      { access: access.signedIn },
      (request) => renameFamily(app.db, request.currentUser!, request.params.id, request.body.name),
    ),
  );
};
