import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { familiesContracts } from '#shared/families/families.contracts';
import { getMembershipStatus, listMyFamilies } from './families.service';
import { getDefaultCookbook } from './default-cookbook.service';

export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(familiesContracts.listMyFamilies, { access: access.signedIn }, (request) =>
      listMyFamilies(app.db, request.currentUser!),
    ),
  );

  app.route(
    contractRoute(
      familiesContracts.getMembershipStatus,
      // Yourself, or any user when you are a super admin (checked in the service).
      { access: access.signedIn },
      (request) =>
        getMembershipStatus(
          app.db,
          request.currentUser!,
          request.params.userId,
          request.params.familyId,
        ),
    ),
  );

  app.route(
    contractRoute(
      familiesContracts.getDefaultCookbook,
      { access: access.familyMember('params', 'id') },
      async (request, reply) => reply.send(await getDefaultCookbook(app.db, request.params.id)),
    ),
  );
};
