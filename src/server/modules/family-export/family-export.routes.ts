import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '#server/lib/contract-route';
import { access } from '#server/plugins/access';
import { familyExportContracts } from '#shared/family-export/family-export.contracts';
import { exportFamily } from './family-export.service';

/** GET /api/families/:familyId/export: the family's recipes as a zip, for any member. */
export const familyExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      familyExportContracts.exportFamily,
      { access: access.familyMember('params') },
      async (request, reply) => {
        const { fileName, zip } = await exportFamily(
          { db: app.db, storage: app.imageStorage },
          request.currentUser!,
          request.params.familyId,
        );
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    ),
  );
};
