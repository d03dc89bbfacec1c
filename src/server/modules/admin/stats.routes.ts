import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '#server/plugins/access';
import { countSchema, STAT_KINDS } from '#shared/admin/stats.schemas';
import { auditEntrySchema } from '#shared/admin/audit.schemas';
import { listRecentAdminChanges } from '#server/modules/audit/audit.service';
import { countOf } from './stats.service';

/** The admin dashboard (spec 2 §2): the four count cards and the latest admin changes. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route per card, as the spec names them: /api/stats/{kind}/count.
  for (const kind of STAT_KINDS) {
    app.get(
      `/api/stats/${kind}/count`,
      {
        config: { access: access.superAdmin },
        schema: { response: { 200: countSchema } },
      },
      async () => countOf(app.db, kind),
    );
  }

  app.get(
    '/api/admin/audit-log',
    {
      config: { access: access.superAdmin },
      schema: { response: { 200: z.array(auditEntrySchema) } },
    },
    async () => listRecentAdminChanges(app.db),
  );
};
