import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createFamily, createUser, signInAs } from '#server/test-support/factories';
import { admitIdentity } from '#server/modules/auth/sign-in.service';
import { hashSessionToken, SESSION_COOKIE } from '#server/modules/auth/sessions';
import { roles, sessions, userFamilies, users } from './schema';

/**
 * auth_version retires every cached session user (docs/decisions/006), so it moves when
 * something a cached user carries changes (their session, name, email, picture, super admin
 * role, families) and not for a sign-in that changes none of it: a new session is in no
 * cache, last_login_at is carried by no one, and expired sessions are served by no cache.
 */
describe('auth_version', () => {
  const ctx = useTestApp();
  const authVersion = async () => (await ctx.app.dataVersions.current()).auth;
  const tokenOf = (cookie: { cookie: string }) => cookie.cookie.slice(SESSION_COOKIE.length + 1);
  const me = (cookie: { cookie: string }) => injectAs(ctx.app, cookie).get('/api/auth/user');

  it("stays put for a returning sign-in: other users' cached sessions live on", async () => {
    const identity = {
      issuer: 'https://accounts.google.com',
      sub: 'returning-1',
      email: 'returning@example.test',
      name: 'Returning',
      picture: 'https://img.test/r.png',
    };
    const returning = await createUser(ctx.db, {
      oidcIssuer: identity.issuer,
      oidcSub: identity.sub,
      email: identity.email,
      name: identity.name,
      picture: identity.picture,
      isDemo: true, // signed in below through the demo sign-in too
    });
    const other = await signInAs(ctx.db, (await createUser(ctx.db)).id);
    expect((await me(other)).statusCode).toBe(200); // cached now
    // A session that ran out long ago: the sign-in sweeps it away.
    const stale = await signInAs(ctx.db, (await createUser(ctx.db)).id);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.idHash, hashSessionToken(tokenOf(stale))));

    const before = await authVersion();
    expect(await admitIdentity(ctx.db, { openSignup: false }, identity)).toMatchObject({
      kind: 'admitted',
      userId: returning.id,
    });
    const res = await injectAs(ctx.app, null).post('/api/auth/demo-sign-in', {
      userId: returning.id,
    });
    expect(res.statusCode).toBe(204);

    expect(await authVersion()).toBe(before);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, returning.id));
    expect(row!.lastLoginAt).not.toBeNull();
    expect(await ctx.db.$count(sessions, eq(sessions.userId, returning.id))).toBe(1);
    expect(
      await ctx.db.$count(sessions, eq(sessions.idHash, hashSessionToken(tokenOf(stale)))),
    ).toBe(0);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('moves when the profile a session user carries changes at sign-in', async () => {
    const identity = {
      issuer: 'https://accounts.google.com',
      sub: 'renamed-1',
      email: 'renamed@example.test',
      name: 'Old Name',
      picture: null,
    };
    await createUser(ctx.db, {
      oidcIssuer: identity.issuer,
      oidcSub: identity.sub,
      email: identity.email,
      name: identity.name,
    });
    const before = await authVersion();
    await admitIdentity(ctx.db, { openSignup: false }, { ...identity, name: 'New Name' });
    expect(Number(await authVersion())).toBeGreaterThan(Number(before));
  });

  it('moves for every change a cached session user carries', async () => {
    const user = await createUser(ctx.db);
    const family = await createFamily(ctx.db);
    const cookie = await signInAs(ctx.db, user.id);
    const idHash = hashSessionToken(tokenOf(cookie));
    const changes: [string, () => Promise<unknown>][] = [
      [
        'rename',
        () => ctx.db.update(users).set({ name: 'Someone Else' }).where(eq(users.id, user.id)),
      ],
      [
        'new email',
        () => ctx.db.update(users).set({ email: 'else@example.test' }).where(eq(users.id, user.id)),
      ],
      [
        'new picture',
        () =>
          ctx.db
            .update(users)
            .set({ picture: 'https://img.test/x.png' })
            .where(eq(users.id, user.id)),
      ],
      ['joins a family', () => addMember(ctx.db, user.id, family.id)],
      [
        'becomes family admin',
        () =>
          ctx.db
            .update(userFamilies)
            .set({ isAdmin: true })
            .where(eq(userFamilies.userId, user.id)),
      ],
      [
        'leaves the family',
        () => ctx.db.delete(userFamilies).where(eq(userFamilies.userId, user.id)),
      ],
      [
        'becomes super admin',
        () => ctx.db.insert(roles).values({ userId: user.id, role: 'super_admin' }),
      ],
      [
        'stops being super admin',
        () =>
          ctx.db.delete(roles).where(and(eq(roles.userId, user.id), eq(roles.role, 'super_admin'))),
      ],
      [
        'session cut short',
        () =>
          ctx.db
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() + 60_000) })
            .where(eq(sessions.idHash, idHash)),
      ],
      ['logout', () => injectAs(ctx.app, cookie).post('/api/auth/logout')],
      ['user deleted', () => ctx.db.delete(users).where(eq(users.id, user.id))],
    ];
    for (const [name, change] of changes) {
      const before = await authVersion();
      await change();
      expect(Number(await authVersion()), name).toBeGreaterThan(Number(before));
    }
  });
});
