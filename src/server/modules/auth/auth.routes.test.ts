import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, sessions, users } from '#server/db/schema';
import { createFamily, createUser, signInAs } from '#server/test-support/factories';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { DEFAULT_SIGN_IN_LIMIT_PER_MINUTE } from '#server/config-auth';
import { hashSessionToken, SESSION_COOKIE } from './sessions';

const sessionToken = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);
const sessionExists = async (db: Parameters<typeof signInAs>[0], cookie: string) =>
  (await db.$count(sessions, eq(sessions.idHash, hashSessionToken(sessionToken(cookie))))) === 1;

describe('session routes', () => {
  const ctx = useTestApp();

  it('GET /api/auth/user is 401 signed out and returns the user signed in', async () => {
    const user = await createUser(ctx.db, { name: 'Uma', picture: 'https://example.test/u.png' });
    const { cookie } = await signInAs(ctx.db, user.id);
    const out = await injectAs(ctx.app, null).get('/api/auth/user');
    expect(out.statusCode).toBe(401);
    const res = await injectAs(ctx.app, { cookie }).get('/api/auth/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Uma',
      email: user.email,
      picture: 'https://example.test/u.png',
      isSuperAdmin: false,
    });
  });

  it('GET /api/auth/is-super-admin answers for the signed-in user', async () => {
    const admin = await signInAs(ctx.db, (await createUser(ctx.db, { superAdmin: true })).id);
    const plain = await signInAs(ctx.db, (await createUser(ctx.db)).id);
    const ask = (who: Who) => injectAs(ctx.app, who).get('/api/auth/is-super-admin');
    expect((await ask(admin)).json()).toBe(true);
    expect((await ask(plain)).json()).toBe(false);
    expect((await ask(null)).statusCode).toBe(401);
  });

  it('shows changes to the user and their roles on the very next request', async () => {
    const user = await createUser(ctx.db, { name: 'Before' });
    const asUser = injectAs(ctx.app, await signInAs(ctx.db, user.id));
    const me = async () =>
      (await asUser.get('/api/auth/user')).json<{ name: string; isSuperAdmin: boolean }>();
    expect(await me()).toMatchObject({ name: 'Before', isSuperAdmin: false });
    await ctx.db.update(users).set({ name: 'After' }).where(eq(users.id, user.id));
    expect((await me()).name).toBe('After');
    await ctx.db.insert(roles).values({ userId: user.id, role: 'super_admin' });
    expect((await me()).isSuperAdmin).toBe(true);
    await ctx.db.delete(roles).where(eq(roles.userId, user.id));
    expect((await me()).isSuperAdmin).toBe(false);
  });

  it('an expired session is signed out', async () => {
    const user = await createUser(ctx.db);
    const { cookie } = await signInAs(ctx.db, user.id);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashSessionToken(sessionToken(cookie))));
    const res = await injectAs(ctx.app, { cookie }).get('/api/auth/user');
    expect(res.statusCode).toBe(401);
  });

  it('POST /api/auth/logout ends the session server-side and clears the cookie', async () => {
    const { cookie } = await signInAs(ctx.db, (await createUser(ctx.db)).id);
    const res = await injectAs(ctx.app, { cookie }).post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      value: '',
      path: '/',
    });
    expect(await sessionExists(ctx.db, cookie)).toBe(false);
    // Replaying the old cookie does not bring the session back.
    const again = await injectAs(ctx.app, { cookie }).get('/api/auth/user');
    expect(again.statusCode).toBe(401);
  });

  it('refuses a cross-site POST and changes nothing', async () => {
    const { cookie } = await signInAs(ctx.db, (await createUser(ctx.db)).id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
    expect(await sessionExists(ctx.db, cookie)).toBe(true);
    const viaFetchMetadata = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(viaFetchMetadata.statusCode).toBe(403);
    expect(await sessionExists(ctx.db, cookie)).toBe(true);
  });

  it('checks access on a percent-encoded path that the router decodes to an API route', async () => {
    // /%61pi/... matches /api/... routes; the rule must still apply (it used to be skipped).
    const res = await ctx.app.inject({ method: 'GET', url: '/%61pi/auth/is-super-admin' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404, not 403, for an API route that does not exist', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/nope' });
    expect(res.statusCode).toBe(404);
  });
});

describe('demo sign-in (development and test, no Google client)', () => {
  const ctx = useTestApp();

  it('lists demo people and signs one in with a rotated, HttpOnly, Lax session cookie', async () => {
    const user = await createUser(ctx.db, { name: 'Demo', superAdmin: true, isDemo: true });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/auth/demo-users' });
    expect(list.statusCode).toBe(200);
    // Names and roles only: the picker is open to anyone who can reach the server.
    expect(list.json()).toContainEqual({ id: user.id, name: 'Demo', description: 'Super admin' });
    expect(list.body).not.toContain('@');

    const old = await signInAs(ctx.db, user.id);
    const res = await injectAs(ctx.app, old).post('/api/auth/demo-sign-in', { userId: user.id });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeUndefined();
    expect(await sessionExists(ctx.db, old.cookie)).toBe(false);
    const me = await injectAs(ctx.app, { cookie: `${SESSION_COOKIE}=${cookie.value}` }).get(
      '/api/auth/user',
    );
    expect(me.json()).toMatchObject({ id: user.id, isSuperAdmin: true });
  });

  it('neither lists nor signs in a person an admin added (only the seeded demo people)', async () => {
    const admin = await createUser(ctx.db, { superAdmin: true, isDemo: true });
    const family = await createFamily(ctx.db);
    const added = await injectAs(ctx.app, await signInAs(ctx.db, admin.id)).post(
      '/api/admin/users',
      { name: 'Real Person', email: 'real.person@family.test', familyId: family.id },
    );
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();

    const list = await ctx.app.inject({ method: 'GET', url: '/api/auth/demo-users' });
    expect(list.json<{ id: number }[]>().map((u) => u.id)).not.toContain(id);
    expect(list.body).not.toContain('Real Person');
    const before = await ctx.db.$count(sessions);
    const res = await injectAs(ctx.app, null).post('/api/auth/demo-sign-in', { userId: id });
    expect(res.statusCode).toBe(404);
    expect(res.cookies).toEqual([]);
    expect(await ctx.db.$count(sessions)).toBe(before);
  });

  it('answers 404 for an unknown user and creates no session', async () => {
    const before = await ctx.db.$count(sessions);
    const res = await injectAs(ctx.app, null).post('/api/auth/demo-sign-in', { userId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(await ctx.db.$count(sessions)).toBe(before);
  });

  it(`limits sign-in attempts to ${DEFAULT_SIGN_IN_LIMIT_PER_MINUTE} a minute per address`, async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/demo-sign-in',
        remoteAddress: '10.9.9.9',
        payload: { userId: 999_999 },
      });
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMIT_PER_MINUTE; i++)
      expect((await attempt()).statusCode).toBe(404);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('reports the sign-in options', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ googleConfigured: false, demoSignIn: true });
  });
});

describe('demo sign-in is absent', () => {
  const demoRoutesAre404 = async (app: ReturnType<typeof useTestApp>['app']) => {
    const anonymous = injectAs(app, null);
    const list = await anonymous.get('/api/auth/demo-users');
    const signIn = await anonymous.post('/api/auth/demo-sign-in', { userId: 1 });
    expect([list.statusCode, signIn.statusCode]).toEqual([404, 404]);
  };
  const google = {
    GOOGLE_CLIENT_ID: 'cookbook-app',
    GOOGLE_CLIENT_SECRET: 'cookbook-app-secret',
    // Nothing listens here: building and serving the app must not need the issuer.
    OIDC_ISSUER: 'http://127.0.0.1:9',
    SESSION_SECRET: 'a-production-session-secret-of-32-chars',
    LOG_LEVEL: 'silent',
  };

  describe('in production', () => {
    const ctx = useTestApp({ ...google, NODE_ENV: 'production' });
    it('answers 404', () => demoRoutesAre404(ctx.app));
  });

  describe('in development with a Google client id', () => {
    const ctx = useTestApp({ ...google, NODE_ENV: 'development' });
    it('answers 404', () => demoRoutesAre404(ctx.app));

    it(`limits Google sign-in starts to ${DEFAULT_SIGN_IN_LIMIT_PER_MINUTE} a minute`, async () => {
      const start = () =>
        ctx.app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: '10.8.8.8' });
      for (let i = 0; i < DEFAULT_SIGN_IN_LIMIT_PER_MINUTE; i++) {
        // The issuer is unreachable, so each start ends on the sign-in page with an error.
        expect((await start()).headers.location).toBe('/auth?error=auth_failed');
      }
      expect((await start()).statusCode).toBe(429);
    });
  });
});

describe('behind HTTPS', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'https://cookbook.example' });

  it('marks the session cookie Secure', async () => {
    const user = await createUser(ctx.db, { isDemo: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/demo-sign-in',
      headers: { origin: 'https://cookbook.example' },
      payload: { userId: user.id },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});
