import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { roles, users } from '#server/db/schema';

/** Any fixed number; it only has to differ from the other advisory locks of this app. */
const SIGN_IN_LOCK_KEY = 727_002;

export type IdentityProfile = { email: string; name: string; picture: string | null };

/**
 * Serialises sign-ins for the rest of the transaction, so two first-ever sign-ins cannot both
 * become super admin and two sign-ins with one email cannot both create a user.
 */
export async function lockSignIns(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_KEY})`);
}

export async function findUserByIdentity(tx: DbOrTx, issuer: string, sub: string) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSub, sub)))
    .limit(1);
  return rows[0] ?? null;
}

/** Emails are unique case-insensitively (users_email_uq is on lower(email)). */
export async function findUserByEmail(tx: DbOrTx, email: string) {
  const rows = await tx
    .select({ id: users.id, oidcIssuer: users.oidcIssuer, oidcSub: users.oidcSub })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function isEmailUsedByOtherUser(tx: DbOrTx, email: string, userId: number) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** True once anybody has signed in with OpenID Connect or a super admin exists (e.g. seeded). */
export async function hasAnyoneSignedInOrSuperAdmin(tx: DbOrTx) {
  const linked = await tx
    .select({ id: users.id })
    .from(users)
    .where(isNotNull(users.oidcSub))
    .limit(1);
  if (linked.length > 0) return true;
  const admins = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.role, 'super_admin'))
    .limit(1);
  return admins.length > 0;
}

export async function updateSignedInUser(
  tx: DbOrTx,
  userId: number,
  profile: Partial<IdentityProfile>,
) {
  await tx
    .update(users)
    .set({ ...profile, lastLoginAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Links an admin-added user to an identity. The `is null` guard makes the link a no-op if
 * another sign-in linked the row meanwhile; the caller checks the returned row.
 */
export async function linkUnlinkedUser(
  tx: DbOrTx,
  userId: number,
  issuer: string,
  sub: string,
  profile: Omit<IdentityProfile, 'email'>,
) {
  const rows = await tx
    .update(users)
    .set({ oidcIssuer: issuer, oidcSub: sub, ...profile, lastLoginAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.oidcIssuer), isNull(users.oidcSub)))
    .returning({ id: users.id });
  return rows[0] ?? null;
}

export async function insertLinkedUser(
  tx: DbOrTx,
  issuer: string,
  sub: string,
  profile: IdentityProfile,
) {
  const [row] = await tx
    .insert(users)
    .values({ oidcIssuer: issuer, oidcSub: sub, ...profile, lastLoginAt: new Date() })
    .returning({ id: users.id });
  return row!;
}

export async function insertSuperAdminRole(tx: DbOrTx, userId: number) {
  await tx.insert(roles).values({ userId, role: 'super_admin' });
}
