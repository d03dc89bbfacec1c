import type { Database } from '#server/db/client';
import { notFound } from '#server/lib/app-error';
import type { DemoUser } from '#shared/auth/auth.schemas';
import { findUserById, listDemoPeopleWithRolesAndFamilies } from './auth.repository';

/**
 * The seeded demo people (users.is_demo) with a one-line description of what they may do, for
 * the local picker. Never the people an admin added: on an install without Google anyone who
 * reaches the server may use the picker.
 */
export async function listDemoUsers(db: Database): Promise<DemoUser[]> {
  const rows = await listDemoPeopleWithRolesAndFamilies(db);
  return rows.map((u) => ({ id: u.id, name: u.name, description: describe(u) }));
}

function describe(u: { roleNames: string[]; families: { name: string; isAdmin: boolean }[] }) {
  const parts: string[] = [];
  if (u.roleNames.includes('super_admin')) parts.push('Super admin');
  if (u.roleNames.includes('cookbook_editor')) parts.push('Cookbook editor');
  for (const f of u.families) parts.push(`${f.isAdmin ? 'Family admin' : 'Member'} of ${f.name}`);
  return parts.length > 0 ? parts.join(' · ') : 'No family yet';
}

/**
 * 404 unless `userId` is one of the demo people; `anyUser` (DEMO_SIGN_IN_ANY_USER, end-to-end
 * tests only) accepts anyone, so tests can sign in people they added through the admin API.
 */
export async function assertDemoUserExists(db: Database, userId: number, anyUser: boolean) {
  if (!(await findUserById(db, userId, { demoOnly: !anyUser })))
    throw notFound('user_not_found', 'User not found');
}
