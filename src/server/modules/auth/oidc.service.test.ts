import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '#server/test-support/test-app';
import {
  oidcAppEnv,
  startFlow,
  startTestProvider,
  TEST_REDIRECT_URI,
} from '#server/test-support/oidc-test-provider';
import {
  createOidcClient,
  decodeFlow,
  encodeFlow,
  SIGN_IN_FLOW_TTL_MS,
  type SignInFlow,
} from './oidc.service';

const CLIENT = { clientId: 'cookbook-app', clientSecret: 'cookbook-app-secret-0123456789' };
const provider = await startTestProvider({ clients: [CLIENT], redirectUri: TEST_REDIRECT_URI });

/** An issuer whose discovery fails once, then serves the test provider's metadata. */
let discoveryRequests = 0;
const flaky = createServer((_req, res) => {
  discoveryRequests++;
  if (discoveryRequests === 1) {
    res.statusCode = 503;
    res.end();
    return;
  }
  void fetch(`${provider.issuer}/.well-known/openid-configuration`)
    .then((r) => r.json() as Promise<Record<string, unknown>>)
    .then((metadata) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...metadata, issuer: flakyIssuer }));
    });
});
await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
const flakyIssuer = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
afterAll(async () => {
  await new Promise((resolve) => flaky.close(resolve));
  await provider.close();
});

describe('OpenID configuration discovery', () => {
  it('is lazy, retried after a failure, then cached', async () => {
    const oidc = createOidcClient(testConfig(oidcAppEnv(flakyIssuer, CLIENT)));
    expect(discoveryRequests).toBe(0);
    await expect(oidc.startSignIn()).rejects.toThrow();
    const { url } = await oidc.startSignIn();
    expect(url.origin).toBe(provider.issuer);
    await oidc.startSignIn();
    expect(discoveryRequests).toBe(2);
  });

  it('refuses plain http for an issuer that is not on this machine', async () => {
    const config = testConfig(oidcAppEnv('http://accounts.example.test', CLIENT));
    await expect(createOidcClient(config).startSignIn()).rejects.toThrow(/HTTPS/);
  });
});

describe('flow cookie content', () => {
  const flow: SignInFlow = {
    state: 's'.repeat(43),
    nonce: 'n'.repeat(43),
    codeVerifier: 'v'.repeat(43),
    startedAt: Date.now(),
  };

  it('round-trips while fresh and is refused once older than the TTL', () => {
    expect(decodeFlow(encodeFlow(flow))).toEqual(flow);
    const late = flow.startedAt + SIGN_IN_FLOW_TTL_MS + 1;
    expect(decodeFlow(encodeFlow(flow), late)).toBeNull();
  });

  it('refuses garbage', () => {
    expect(decodeFlow('not base64 json')).toBeNull();
    expect(decodeFlow(Buffer.from('{"state":1}').toString('base64url'))).toBeNull();
  });
});

describe('behind HTTPS', () => {
  const ctx = useTestApp(
    oidcAppEnv(provider.issuer, CLIENT, { PUBLIC_URL: 'https://cookbook.example' }),
  );

  it('marks the flow cookie Secure and sends the https callback as redirect_uri', async () => {
    const flow = await startFlow(ctx.app);
    expect(flow.flowCookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(flow.authorizationUrl.searchParams.get('redirect_uri')).toBe(
      'https://cookbook.example/api/auth/google/callback',
    );
  });
});
