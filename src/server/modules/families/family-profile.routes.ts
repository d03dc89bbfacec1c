import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { familyMemberSchema, familyNameBodySchema } from '#shared/admin/families.schemas';
import { idParamSchema } from '#shared/validation/ids';
import { listFamilyMembers, renameFamily } from './family-profile.service';

const familyParamsSchema = z.object({ id: idParamSchema });

/** The profile page's My Family card: its members, and renaming it (spec 2 §2 Profile). */
export const familyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/families/:id/members',
    {
      // Its members, and super admins (who need not be members): checked in the service.
      config: { access: access.signedIn },
      schema: { params: familyParamsSchema, response: { 200: z.array(familyMemberSchema) } },
    },
    async (request) => listFamilyMembers(app.db, request.currentUser!, request.params.id),
  );

  app.patch(
    '/api/families/:id/name',
    {
      // Its family admins and super admins (who need not be members): checked in the service.
      config: { access: access.signedIn },
      schema: {
        params: familyParamsSchema,
        body: familyNameBodySchema,
        response: { 200: z.object({ id: z.number().int(), name: z.string() }) },
      },
    },
    async (request) =>
      renameFamily(app.db, request.currentUser!, request.params.id, request.body.name),
  );
};
