import { ANSWERS, row } from '../types';

/**
 * A whole server's backup (decision 052): super admins only (the local token of
 * `npm run backup` is tested in modules/backup/backup.routes.test.ts). No family ids: no mirror.
 */
export const backupRows = [
  row({
    route: 'GET /api/admin/backup',
    request: () => ({ url: '/api/admin/backup' }),
    expect: ANSWERS.superAdmin,
    mirror: false,
  }),
];
