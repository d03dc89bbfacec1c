import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { backupContracts } from '#shared/admin/backup.contracts';
import { backupFileName } from './backup-schedule';
import { createBackup } from './backup-write';
import { pgliteClientOf } from '#server/db/pglite-client';

/**
 * Download Backup (super admins), also what `npm run backup` calls on a running PGlite server
 * with the server's local token (docs/decisions/052-backup-and-restore.md).
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    contractRoute(
      backupContracts.downloadBackup,
      { access: access.superAdminOrBackupToken },
      async (_request, reply) => {
        const backup = await createBackup({
          db: app.db,
          kind: pgliteClientOf(app.db) ? 'pglite' : 'postgres',
          storage: app.imageStorage,
        });
        backup.manifest.catch((err: unknown) => app.log.warn({ err }, 'backup download failed'));
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${backupFileName(new Date())}"`)
          .header('cache-control', 'no-store')
          .send(backup.stream);
      },
    ),
  );
};
