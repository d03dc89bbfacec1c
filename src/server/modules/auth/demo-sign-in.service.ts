import type { Database } from '#server/db/client';
import { notFound } from '#server/lib/app-error';
import type { DemoUser } from '#shared/auth/auth.schemas';
import { findUserById, listUsersWithRolesAndFamilies } from './auth.repository';

/** Seeded users with a one-line description of what they may do, for the local picker. */
export async function listDemoUsers(db: Database): Promise<DemoUser[]> {
  const rows = await listUsersWithRolesAndFamilies(db);
  return rows.map((u) => ({ id: u.id, name: u.name, description: describe(u) }));
}

function describe(u: { roleNames: string[]; families: { name: string; isAdmin: boolean }[] }) {
  const parts: string[] = [];
  if (u.roleNames.includes('super_admin')) parts.push('Super admin');
  if (u.roleNames.includes('cookbook_editor')) parts.push('Cookbook editor');
  for (const f of u.families) parts.push(`${f.isAdmin ? 'Family admin' : 'Member'} of ${f.name}`);
  return parts.length > 0 ? parts.join(' · ') : 'No family yet';
}

export async function assertDemoUserExists(db: Database, userId: number) {
  if (!(await findUserById(db, userId))) throw notFound('User not found');
}
