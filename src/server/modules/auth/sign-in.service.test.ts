import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, users } from '#server/db/schema';
import { createUser } from '#server/test-support/factories';
import { useTestApp } from '#server/test-support/test-app';
import { admitIdentity, type VerifiedIdentity } from './sign-in.service';

/** The sign-in policy's edge cases, without a provider. */
const ISSUER = 'https://accounts.google.com';
let n = 0;
const identity = (overrides: Partial<VerifiedIdentity> = {}): VerifiedIdentity => {
  n++;
  return {
    issuer: ISSUER,
    sub: `sub-${n}`,
    email: `person-${n}@example.test`,
    name: `Person ${n}`,
    picture: null,
    ...overrides,
  };
};
const invitesOnly = { openSignup: false };

describe('admitIdentity on an empty install', () => {
  const ctx = useTestApp();

  it('makes exactly one super admin when two first sign-ins race', async () => {
    const outcomes = await Promise.all([
      admitIdentity(ctx.db, invitesOnly, identity()),
      admitIdentity(ctx.db, invitesOnly, identity()),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['admitted', 'refused']);
    expect(await ctx.db.$count(roles, eq(roles.role, 'super_admin'))).toBe(1);
  });
});

describe('admitIdentity on an administered install', () => {
  const ctx = useTestApp();

  it('links an added user by email only while the row is unlinked', async () => {
    await createUser(ctx.db, { name: 'Root', superAdmin: true });
    const added = await createUser(ctx.db, { email: 'dana@example.test' });
    const dana = identity({ email: 'DANA@example.test', name: 'Dana' });
    expect(await admitIdentity(ctx.db, invitesOnly, dana)).toEqual({
      kind: 'admitted',
      userId: added.id,
      how: 'linked_invitation',
    });
    // Another Google account with the same email must not take Dana's account over.
    const impostor = identity({ email: 'dana@example.test' });
    expect(await admitIdentity(ctx.db, { openSignup: true }, impostor)).toEqual({
      kind: 'refused',
      reason: 'email_linked_to_other_identity',
    });
    const row = await ctx.db.query.users.findFirst({ where: (u) => eq(u.id, added.id) });
    expect(row).toMatchObject({ oidcSub: dana.sub, name: 'Dana' });
  });

  it('keeps a returning user’s email when the new one belongs to someone else', async () => {
    const taken = await createUser(ctx.db, { email: 'taken@example.test' });
    const erin = identity();
    const first = await admitIdentity(ctx.db, { openSignup: true }, erin);
    expect(first).toMatchObject({ kind: 'admitted', how: 'open_signup' });
    const again = await admitIdentity(ctx.db, invitesOnly, {
      ...erin,
      email: 'taken@example.test',
    });
    expect(again).toMatchObject({ kind: 'admitted', how: 'returning' });
    const rows = await ctx.db.select().from(users).where(eq(users.oidcSub, erin.sub));
    expect(rows[0]?.email).toBe(erin.email);
    expect(taken.id).not.toBe(rows[0]?.id);
  });

  it('matches identities by issuer and sub, not by sub alone', async () => {
    const frank = identity();
    await admitIdentity(ctx.db, { openSignup: true }, frank);
    const elsewhere = { ...frank, issuer: 'https://other.example', email: 'frank2@example.test' };
    expect(await admitIdentity(ctx.db, invitesOnly, elsewhere)).toEqual({
      kind: 'refused',
      reason: 'not_invited',
    });
  });
});
