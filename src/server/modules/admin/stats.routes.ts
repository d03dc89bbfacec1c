import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { STAT_KINDS } from '#shared/admin/stats.schemas';
import { statCountContracts, statsContracts } from '#shared/admin/stats.contracts';
import { listRecentAdminChanges } from '#server/modules/audit/audit.service';
import { countOf } from './stats.service';

/**
 * The admin dashboard (product rule: admin-dashboard): the four count cards and the latest admin
 * changes.
 */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One route per card, as the spec names them: /api/stats/{kind}/count.
  for (const kind of STAT_KINDS) {
    app.route(
      contractRoute(statCountContracts[kind], { access: access.superAdmin }, () =>
        countOf(app.db, kind),
      ),
    );
  }

  app.route(
    contractRoute(statsContracts.listAuditLog, { access: access.superAdmin }, () =>
      listRecentAdminChanges(app.db),
    ),
  );
};
