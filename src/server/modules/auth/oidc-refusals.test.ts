import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/test-support/factories';
import {
  authorizeAtProvider,
  callback,
  oidcAppEnv,
  startFlow,
  TEST_REDIRECT_URI,
} from '#server/test-support/oidc-test-provider';
import { setUpOidcTests } from '#server/test-support/oidc-sign-in-setup';
import { FLOW_COOKIE } from './oidc.routes';
import { encodeFlow, type SignInFlow } from './oidc.service';

/**
 * Every way the Google authorization code flow must fail, produced at the protocol level
 * against a local oidc-provider (not by mocking openid-client), each asserting on the reason
 * the app logged and that no session was created.
 */
const { CLIENT_A, CLIENT_B, provider, alice, useOidcApp, authorize } = await setUpOidcTests();

describe('Google sign-in flow refusals', () => {
  const { ctx, state, expectFailure } = useOidcApp(oidcAppEnv(provider.issuer, CLIENT_A));
  // Alice is invited, so a flow that is not tampered with signs her in.
  beforeAll(() => createUser(ctx.db, { email: alice.email }));

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
