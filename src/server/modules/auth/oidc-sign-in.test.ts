import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '#server/db/schema';
import { createUser } from '#server/test-support/factories';
import { injectAs } from '#server/test-support/inject-as';
import {
  oidcAppEnv,
  signInWithProvider,
  startFlow,
  TEST_REDIRECT_URI,
} from '#server/test-support/oidc-test-provider';
import { setUpOidcTests } from '#server/test-support/oidc-sign-in-setup';
import { FLOW_COOKIE } from './oidc.routes';

/**
 * Google sign-in over real HTTP against a local oidc-provider: the flow's start, linking an
 * invited email, returning accounts, and who may not sign in (see oidc-refusals.test.ts for
 * every way the protocol itself must fail).
 */
const { CLIENT_A, provider, alice, bob, sessionCount, useOidcApp } = await setUpOidcTests();

describe('Google sign-in flow', () => {
  const { ctx, state, expectFailure } = useOidcApp(oidcAppEnv(provider.issuer, CLIENT_A));

  it('starts with PKCE S256, state and nonce, bound to a short-lived signed cookie', async () => {
    const flow = await startFlow(ctx.app);
    const url = flow.authorizationUrl;
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_A.clientId,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(p)).toMatch(/^[\w-]{43,}$/);
    }
    expect(flow.flowCookie).toMatchObject({
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
    expect(flow.flowCookie.secure).toBeUndefined();
    expect(ctx.app.unsignCookie(flow.flowCookie.value).valid).toBe(true);
  });

  it('links an admin-added email at first sign-in and starts a session', async () => {
    const invited = await createUser(ctx.db, { email: 'Alice.Smith@Example.test', name: 'Al' });

    const res = await signInWithProvider(ctx.app, alice.sub);

    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const session = res.cookies.find((c) => c.name === 'fc_session')!;
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toMatchObject({ value: '' });
    const me = await injectAs(ctx.app, { cookie: `fc_session=${session.value}` }).get(
      '/api/auth/user',
    );
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: invited.id,
      email: 'Alice.Smith@Example.test',
      name: 'Alice Smith',
      picture: 'https://example.test/alice.png',
      isSuperAdmin: false,
    });
    const row = (await ctx.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, invited.id),
    }))!;
    expect(row).toMatchObject({ oidcIssuer: provider.issuer, oidcSub: alice.sub });
    expect(row.lastLoginAt).toBeInstanceOf(Date);
  });

  it('signs a returning account in by (issuer, sub) with a fresh session id', async () => {
    const first = await signInWithProvider(ctx.app, alice.sub);
    const second = await signInWithProvider(ctx.app, alice.sub);
    const token = (r: LightMyRequestResponse) => r.cookies.find((c) => c.name === 'fc_session')!;
    expect(second.headers.location).toBe('/');
    expect(token(second).value).not.toBe(token(first).value);
    const rows = await ctx.db.query.users.findMany({
      where: (u, { eq }) => eq(u.oidcSub, alice.sub),
    });
    expect(rows).toHaveLength(1);
  });

  it('refuses an account nobody invited with not_invited and creates nothing', async () => {
    const usersBefore = await ctx.db.$count(users);
    const sessionsBefore = await sessionCount(ctx.app);
    const res = await signInWithProvider(ctx.app, bob.sub);
    expect(res.headers.location).toBe('/auth?error=not_invited');
    expect(await ctx.db.$count(users)).toBe(usersBefore);
    expect(await sessionCount(ctx.app)).toBe(sessionsBefore);
    expect(state.reasons.at(-1)).toBe('not_invited');
  });

  it('refuses an unverified email, even an invited one', async () => {
    const carol = provider.addAccount({
      sub: 'google-carol',
      email: 'carol@example.test',
      email_verified: false,
      name: 'Carol',
    });
    const invited = await createUser(ctx.db, { email: carol.email });
    await expectFailure(() => signInWithProvider(ctx.app, carol.sub), /email is not verified/);
    const row = await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, invited.id) });
    expect(row?.oidcSub).toBeNull();
  });
});
