import type { AuditEntry } from '#shared/admin/audit.schemas';
import type { Locale } from '#shared/i18n/locales';
import {
  installFakeServer,
  signedInRoutes,
  testUser,
  type FakeRoutes,
} from '#web/test-support/test-utils';

/** A fake server for the admin dashboard, signed in as a super admin. */

export const superAdmin = { ...testUser, isSuperAdmin: true };

export const counts = { cookbooks: 4, users: 1234, families: 2, recipes: 57 };

export const auditEntries: AuditEntry[] = [
  {
    id: 2,
    actor: { id: superAdmin.id, name: superAdmin.name },
    action: 'family.rename',
    entity: 'family',
    entityId: '1',
    before: { id: 1, name: 'The Garcias' },
    after: { id: 1, name: 'The Garcia Clan' },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    id: 1,
    actor: { id: null, name: 'Former Admin' },
    action: 'cookbook.create',
    entity: 'cookbook',
    entityId: '9',
    before: null,
    after: { id: 9, name: 'Weeknight Dinners', isPublic: false },
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  },
];

/** `language`: the one saved on the user; null follows the browser (English in tests). */
export function serveDashboard(extra: FakeRoutes = {}, language: Locale | null = null) {
  return installFakeServer({
    ...signedInRoutes({ user: superAdmin, language }),
    'GET /api/stats/cookbooks/count': { body: { count: counts.cookbooks } },
    'GET /api/stats/users/count': { body: { count: counts.users } },
    'GET /api/stats/families/count': { body: { count: counts.families } },
    'GET /api/stats/recipes/count': { body: { count: counts.recipes } },
    'GET /api/admin/audit-log': { body: auditEntries },
    ...extra,
  });
}
