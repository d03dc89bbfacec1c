import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  familySchema,
  membershipParamsSchema,
  membershipStatusSchema,
} from '#shared/families/families.schemas';
import { getMembershipStatus, listMyFamilies } from './families.service';

export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/families',
    { config: { access: access.signedIn }, schema: { response: { 200: z.array(familySchema) } } },
    async (request) => listMyFamilies(app.db, request.currentUser!),
  );

  app.get(
    '/api/user-families/user/:userId/family/:familyId',
    {
      // Yourself, or any user when you are a super admin (checked in the service).
      config: { access: access.signedIn },
      schema: { params: membershipParamsSchema, response: { 200: membershipStatusSchema } },
    },
    async (request) =>
      getMembershipStatus(
        app.db,
        request.currentUser!,
        request.params.userId,
        request.params.familyId,
      ),
  );
};
