import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';
import { sessions, users } from '../../db/schema';
import { createUser } from '../../test-support/factories';
import { useTestApp } from '../../test-support/test-app';
import {
  authorizeAtProvider,
  callback,
  oidcAppEnv,
  signInWithProvider,
  startFlow,
  startTestProvider,
  TEST_REDIRECT_URI,
  type StartedFlow,
} from './oidc-test-provider';
import { AUTH_FAILED_URL, FLOW_COOKIE } from './oidc.routes';
import { encodeFlow, type SignInFlow } from './oidc.service';

/**
 * The whole authorization code flow over real HTTP against a local oidc-provider, and every
 * way it must fail. Each negative case is produced at the protocol level (not by mocking
 * openid-client) and asserts on the reason the app logged.
 */
const CLIENT_A = { clientId: 'cookbook-app', clientSecret: 'cookbook-app-secret-0123456789' };
const CLIENT_B = { clientId: 'other-app', clientSecret: 'other-app-secret-0123456789' };
const provider = await startTestProvider({
  clients: [CLIENT_A, CLIENT_B],
  redirectUri: TEST_REDIRECT_URI,
});
afterAll(() => provider.close());

const alice = provider.addAccount({
  sub: 'google-alice',
  email: 'alice.smith@example.test',
  email_verified: true,
  name: 'Alice Smith',
  picture: 'https://example.test/alice.png',
});
const bob = provider.addAccount({
  sub: 'google-bob',
  email: 'bob@example.test',
  email_verified: true,
  name: 'Bob',
});

/** Reasons the app logged at warn (request loggers are children of app.log). */
function captureWarnings(app: App) {
  const reasons: string[] = [];
  const logger = {
    level: 'info',
    warn: (obj: { reason?: string }) => void reasons.push(obj.reason ?? ''),
    info: () => {},
    error: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    child: () => logger,
  };
  vi.spyOn(app.log, 'child').mockReturnValue(logger as never);
  return reasons;
}

const sessionCount = (app: App) => app.db.$count(sessions);

function useOidcApp(env: Record<string, string>) {
  const ctx = useTestApp(env);
  const state = { reasons: [] as string[] };
  beforeAll(async () => {
    // Someone already administers this install, so nobody becomes super admin by arriving.
    await createUser(ctx.db, { name: 'Root', superAdmin: true });
    state.reasons = captureWarnings(ctx.app);
  });
  /** The callback answered auth_failed, created no session, and logged why. */
  async function expectFailure(run: () => Promise<LightMyRequestResponse>, reason: RegExp) {
    const before = await sessionCount(ctx.app);
    state.reasons.length = 0;
    const res = await run();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(AUTH_FAILED_URL);
    expect(res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
    expect(await sessionCount(ctx.app)).toBe(before);
    expect(state.reasons).toHaveLength(1);
    expect(state.reasons[0]).toMatch(reason);
    return res;
  }
  return { ctx, state, expectFailure };
}

const authorize = (flow: StartedFlow, account = alice.sub) =>
  authorizeAtProvider(flow.authorizationUrl, TEST_REDIRECT_URI, `?account=${account}`);

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
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `fc_session=${session.value}` },
    });
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

  it('rejects a callback whose state does not match the flow cookie', async () => {
    const flow = await startFlow(ctx.app);
    const returned = await authorize(flow);
    returned.searchParams.set('state', 'forged-state');
    const exchanges = provider.events.tokenExchanges;
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /"state"/);
    expect(provider.events.tokenExchanges).toBe(exchanges);
  });

  it('rejects a code from one flow brought back with the cookie of another', async () => {
    const flowA = await startFlow(ctx.app);
    const flowB = await startFlow(ctx.app);
    const returnedA = await authorize(flowA);
    await expectFailure(() => callback(ctx.app, returnedA, flowB.cookie), /"state"/);
  });

  it('rejects a replayed authorization code', async () => {
    const flow = await startFlow(ctx.app);
    const returned = await authorize(flow);
    const first = await callback(ctx.app, returned, flow.cookie);
    expect(first.headers.location).toBe('/');
    // An attacker who captured both the callback URL and the flow cookie tries again.
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /invalid_grant/);
    expect(provider.events.tokenErrors.at(-1)).toBe('invalid_grant');
    expect(state.reasons.join()).not.toContain(returned.searchParams.get('code'));
  });

  it('rejects an ID token whose nonce is not the one of this flow', async () => {
    const flow = await startFlow(ctx.app);
    // The provider is asked for another nonce, so the ID token it signs carries that one.
    flow.authorizationUrl.searchParams.set('nonce', 'nonce-of-another-request');
    const returned = await authorize(flow);
    const exchanges = provider.events.tokenExchanges;
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /"nonce"/);
    // State and PKCE passed and the code was redeemed: the ID token check refused it.
    expect(provider.events.tokenExchanges).toBe(exchanges + 1);
  });

  it('rejects a code whose PKCE challenge is not from this flow', async () => {
    const flow = await startFlow(ctx.app);
    flow.authorizationUrl.searchParams.set('code_challenge', 'x'.repeat(43));
    const returned = await authorize(flow);
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /invalid_grant/);
  });

  it('ends at auth_failed when the provider reports an error', async () => {
    const flow = await startFlow(ctx.app);
    const returned = await authorizeAtProvider(flow.authorizationUrl, TEST_REDIRECT_URI, '?deny=1');
    expect(returned.searchParams.get('error')).toBe('access_denied');
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /access_denied/);
  });

  it('ends at auth_failed without a valid, unexpired flow cookie', async () => {
    const flow = await startFlow(ctx.app);
    const returned = await authorize(flow);
    const exchanges = provider.events.tokenExchanges;
    const flowData = JSON.parse(
      Buffer.from(ctx.app.unsignCookie(flow.flowCookie.value).value!, 'base64url').toString(),
    ) as SignInFlow;
    const forged = encodeFlow({ ...flowData, state: 'other' });
    const [, signature] = /\.([^.]+)$/.exec(flow.flowCookie.value)!;
    const expired = encodeFlow({ ...flowData, startedAt: Date.now() - 11 * 60 * 1000 });

    const reason = /flow cookie/;
    await expectFailure(() => callback(ctx.app, returned), reason);
    await expectFailure(() => callback(ctx.app, returned, `${FLOW_COOKIE}=${forged}`), reason);
    const tampered = `${FLOW_COOKIE}=${forged}.${signature}`;
    await expectFailure(() => callback(ctx.app, returned, tampered), reason);
    const old = `${FLOW_COOKIE}=${ctx.app.signCookie(expired)}`;
    await expectFailure(() => callback(ctx.app, returned, old), reason);
    expect(provider.events.tokenExchanges).toBe(exchanges);
    // The untouched flow still works: the refusals above were about the cookie alone.
    expect((await callback(ctx.app, returned, flow.cookie)).headers.location).toBe('/');
  });

  it('turns malformed callback parameters into auth_failed, not a 400', async () => {
    const flow = await startFlow(ctx.app);
    const url = new URL(`${TEST_REDIRECT_URI}?code=a&code=b&state=s&unexpected[x]=1`);
    const res = await expectFailure(() => callback(ctx.app, url, flow.cookie), /./);
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toMatchObject({ maxAge: 0 });
  });
});

describe('ID token issued to another client (wrong audience)', () => {
  // This app is client B; the codes below are obtained for client A.
  const { ctx, expectFailure } = useOidcApp(oidcAppEnv(provider.issuer, CLIENT_B));

  async function flowForClientA() {
    const flow = await startFlow(ctx.app);
    flow.authorizationUrl.searchParams.set('client_id', CLIENT_A.clientId);
    return { flow, returned: await authorize(flow) };
  }

  it('is refused by the provider when client B redeems client A’s code', async () => {
    const { flow, returned } = await flowForClientA();
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /invalid_grant/);
  });

  it('is refused by the audience check when the token endpoint answers for client A', async () => {
    const { flow, returned } = await flowForClientA();
    const exchanges = provider.events.tokenExchanges;
    provider.rewriteTokenRequests(CLIENT_A);
    try {
      await expectFailure(() => callback(ctx.app, returned, flow.cookie), /"aud"/);
    } finally {
      provider.rewriteTokenRequests(null);
    }
    expect(provider.events.tokenExchanges).toBe(exchanges + 1);
  });
});

describe('tokens from an issuer other than the configured one', () => {
  // Discovery at fakeIssuer succeeds, but the tokens come from the real issuer.
  const { ctx, expectFailure } = useOidcApp(oidcAppEnv(provider.fakeIssuer, CLIENT_A));

  it('is refused on the `iss` response parameter', async () => {
    const flow = await startFlow(ctx.app);
    expect(flow.authorizationUrl.origin).toBe(provider.issuer);
    const returned = await authorize(flow);
    expect(returned.searchParams.get('iss')).toBe(provider.issuer);
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /"iss"/);
  });

  it('is refused on the ID token `iss` claim when the parameter is stripped', async () => {
    const flow = await startFlow(ctx.app);
    const returned = await authorize(flow);
    returned.searchParams.delete('iss');
    const exchanges = provider.events.tokenExchanges;
    await expectFailure(() => callback(ctx.app, returned, flow.cookie), /JWT "iss"/);
    expect(provider.events.tokenExchanges).toBe(exchanges + 1);
  });
});
