import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import {
  familySchema,
  membershipParamsSchema,
  membershipStatusSchema,
} from '#shared/families/families.schemas';
import { defaultCookbookSchema } from '#shared/recipes/categories.schemas';
import { idParamSchema } from '#shared/validation/ids';
import { getMembershipStatus, listMyFamilies } from './families.service';
import { getDefaultCookbook } from './default-cookbook.service';

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

  app.get(
    '/api/families/:id/default-cookbook',
    {
      config: { access: access.familyMember('params', 'id') },
      schema: {
        params: z.object({ id: idParamSchema }),
        response: { 200: defaultCookbookSchema },
      },
    },
    async (request, reply) => reply.send(await getDefaultCookbook(app.db, request.params.id)),
  );
};
