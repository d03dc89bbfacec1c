import { z } from 'zod';
import { defineContract } from '../api/contract';

/** A whole server's backup (docs/decisions/052-backup-and-restore.md). */
export const backupContracts = {
  downloadBackup: defineContract({
    method: 'GET',
    path: '/api/admin/backup',
    summary:
      'Download a backup of the whole server: every table as of one moment and every stored image, in a zip with a manifest of counts and checksums',
    produces: 'application/zip',
    responses: { 200: z.any() },
  }),
};
