import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import {
  findUserByEmail,
  findUserByIdentity,
  hasAnyoneSignedInOrSuperAdmin,
  insertLinkedUser,
  insertSuperAdminRole,
  isEmailUsedByOtherUser,
  linkUnlinkedUser,
  lockSignIns,
  updateSignedInUser,
} from './sign-in.repository';

/** An identity whose ID token openid-client validated and whose email the provider verified. */
export type VerifiedIdentity = {
  issuer: string;
  sub: string;
  email: string;
  name: string;
  picture: string | null;
};

export type SignInOutcome =
  | {
      kind: 'admitted';
      userId: number;
      how: 'returning' | 'first_super_admin' | 'linked_invitation' | 'open_signup';
    }
  | { kind: 'refused'; reason: 'not_invited' | 'email_linked_to_other_identity' };

/**
 * Who may enter, in one transaction (see docs/decisions/002-who-may-sign-in.md):
 * (a) a known (issuer, sub) signs in; (b) the very first account on an empty install becomes
 * super admin; (c) a user an admin added by email is linked; (d) with open signup anyone gets
 * a plain account; (e) everyone else is refused.
 */
export async function admitIdentity(
  db: Database,
  config: Pick<Config, 'openSignup'>,
  identity: VerifiedIdentity,
): Promise<SignInOutcome> {
  const { issuer, sub, email, name, picture } = identity;
  return db.transaction(async (tx) => {
    await lockSignIns(tx);

    const known = await findUserByIdentity(tx, issuer, sub);
    if (known) {
      // Keep the profile fresh, but never take an email another row owns (unique index).
      const emailTaken = await isEmailUsedByOtherUser(tx, email, known.id);
      await updateSignedInUser(tx, known.id, { name, picture, ...(emailTaken ? {} : { email }) });
      return { kind: 'admitted', userId: known.id, how: 'returning' } as const;
    }

    const isFirstEver = !(await hasAnyoneSignedInOrSuperAdmin(tx));
    const byEmail = await findUserByEmail(tx, email);
    if (byEmail && (byEmail.oidcIssuer !== null || byEmail.oidcSub !== null)) {
      // Same email, different Google account: linking would hand over someone else's data.
      return { kind: 'refused', reason: 'email_linked_to_other_identity' } as const;
    }

    if (byEmail) {
      const linked = await linkUnlinkedUser(tx, byEmail.id, issuer, sub, { name, picture });
      if (!linked) return { kind: 'refused', reason: 'email_linked_to_other_identity' } as const;
      if (isFirstEver) await insertSuperAdminRole(tx, linked.id);
      const how = isFirstEver ? 'first_super_admin' : 'linked_invitation';
      return { kind: 'admitted', userId: linked.id, how } as const;
    }

    if (isFirstEver || config.openSignup) {
      const user = await insertLinkedUser(tx, issuer, sub, { email, name, picture });
      if (isFirstEver) await insertSuperAdminRole(tx, user.id);
      const how = isFirstEver ? 'first_super_admin' : 'open_signup';
      return { kind: 'admitted', userId: user.id, how } as const;
    }

    return { kind: 'refused', reason: 'not_invited' } as const;
  });
}
