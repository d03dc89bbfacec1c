import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '#server/app';
import { FLOW_COOKIE } from '#server/modules/auth/oidc.routes';
// @ts-expect-error oidc-provider ships no type declarations; the shapes we use are below.
import ProviderModule from 'oidc-provider';

/**
 * A real OpenID provider (panva's oidc-provider) on 127.0.0.1 for the sign-in tests, with
 * programmatic interactions and a few test-only ways to misbehave:
 * - `/fake-issuer` serves the provider's metadata under another issuer identifier, so a
 *   client configured with that issuer receives ID tokens whose `iss` does not match;
 * - `rewriteTokenRequests` swaps the client credentials of the next token requests, so the
 *   token endpoint answers an ID token minted for another client (wrong `aud`).
 * Test support only; never imported by the app.
 */

export type TestAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
};
export type TestClient = { clientId: string; clientSecret: string };

type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
type ProviderInstance = {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: Params }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (props: { accountId: string; clientId: string }) => Grant;
  on(event: 'grant.success', listener: () => void): void;
  on(event: 'grant.error', listener: (ctx: unknown, err: { error?: string }) => void): void;
};
type Params = Record<string, string | undefined>;
const Provider = ProviderModule as new (
  issuer: string,
  configuration: Record<string, unknown>,
) => ProviderInstance;

export const FAKE_ISSUER_PATH = '/fake-issuer';
export const TEST_SCOPES = 'openid email profile';

export async function startTestProvider(options: { clients: TestClient[]; redirectUri: string }) {
  const accounts = new Map<string, TestAccount>();
  const events = { tokenExchanges: 0, tokenErrors: [] as string[] };
  let rewrite: TestClient | null = null;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [options.redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [rsaSigningKey()] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google: the requested profile claims go into the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ ...account }) };
    },
  });
  provider.on('grant.success', () => {
    events.tokenExchanges++;
  });
  provider.on('grant.error', (_ctx, err) => {
    events.tokenErrors.push(err.error ?? 'unknown');
  });
  const handle = provider.callback();

  async function dispatch(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) return interaction(req, res, url);
    if (url.pathname === `${FAKE_ISSUER_PATH}/.well-known/openid-configuration`) {
      return fakeIssuerMetadata(res);
    }
    if (url.pathname === '/token' && rewrite) await rewriteTokenRequest(req, rewrite);
    handle(req, res);
  }
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    dispatch(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  /** Logs in `?account=` and grants the scopes, or refuses with `?deny=1`. */
  async function interaction(req: IncomingMessage, res: ServerResponse, url: URL) {
    const details = await provider.interactionDetails(req, res);
    const accountId = url.searchParams.get('account');
    if (url.searchParams.has('deny') || !accountId) {
      const result = { error: 'access_denied', error_description: 'refused by the test' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id! });
    grant.addOIDCScope(TEST_SCOPES);
    const grantId = await grant.save();
    const result = { login: { accountId }, consent: { grantId } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  async function fakeIssuerMetadata(res: ServerResponse) {
    const real = await fetch(`${issuer}/.well-known/openid-configuration`);
    const metadata = (await real.json()) as Record<string, unknown>;
    // Without this flag a client may not insist on the `iss` response parameter, so the
    // tests can reach the ID token's own `iss` check.
    delete metadata.authorization_response_iss_parameter_supported;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ...metadata, issuer: `${issuer}${FAKE_ISSUER_PATH}` }));
  }

  return {
    issuer,
    fakeIssuer: `${issuer}${FAKE_ISSUER_PATH}`,
    events,
    addAccount(account: TestAccount) {
      accounts.set(account.sub, account);
      return account;
    },
    /** Until reset with null, token requests authenticate as `client` whoever sends them. */
    rewriteTokenRequests(client: TestClient | null) {
      rewrite = client;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/** oidc-provider reads an already-consumed body from `req.body`. */
async function rewriteTokenRequest(req: IncomingMessage, client: TestClient) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  params.set('client_id', client.clientId);
  params.set('client_secret', client.clientSecret);
  (req as IncomingMessage & { body: unknown }).body = Object.fromEntries(params);
}

function rsaSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
}

/** Cookies of one browser at the provider (paths ignored: one flow per jar). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some(
        (a) =>
          /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
      );
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Plays the browser at the provider: follows redirects from the authorization URL, logs in
 * `account` at the interaction, and returns the URL the provider sends back to the app.
 */
export async function authorizeAtProvider(
  authorizationUrl: URL,
  callbackPrefix: string,
  interactionQuery: string,
) {
  const jar = new CookieJar();
  let url = authorizationUrl.href;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(callbackPrefix)) return next;
    if (next.pathname.startsWith('/interaction/')) next.search = interactionQuery;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_REDIRECT_URI = `${TEST_PUBLIC_URL}/api/auth/google/callback`;

/** The environment of an app that signs in at `issuer` as `client`. */
export const oidcAppEnv = (
  issuer: string,
  client: TestClient,
  extra: Record<string, string> = {},
) => ({
  GOOGLE_CLIENT_ID: client.clientId,
  GOOGLE_CLIENT_SECRET: client.clientSecret,
  OIDC_ISSUER: issuer,
  PUBLIC_URL: TEST_PUBLIC_URL,
  ...extra,
});

let lastAddress = 0;
/** Each flow from its own address, so the sign-in rate limit never decides a test. */
export const nextRemoteAddress = () => {
  lastAddress++;
  return `10.1.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

export type StartedFlow = {
  authorizationUrl: URL;
  /** Cookie header carrying the flow cookie, as the browser would send it back. */
  cookie: string;
  flowCookie: { value: string; [attribute: string]: unknown };
};

export async function startFlow(app: App): Promise<StartedFlow> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/google',
    remoteAddress: nextRemoteAddress(),
  });
  if (res.statusCode !== 302) throw new Error(`sign-in start answered ${res.statusCode}`);
  const flowCookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
  if (!flowCookie) throw new Error(`no flow cookie; redirected to ${res.headers.location}`);
  return {
    authorizationUrl: new URL(String(res.headers.location)),
    cookie: `${FLOW_COOKIE}=${flowCookie.value}`,
    flowCookie,
  };
}

/** The app's callback as the browser reaches it after the provider's redirect. */
export function callback(app: App, url: URL, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The whole flow: start at the app, log in `accountSub` at the provider, come back. */
export async function signInWithProvider(app: App, accountSub: string) {
  const flow = await startFlow(app);
  const returned = await authorizeAtProvider(
    flow.authorizationUrl,
    TEST_REDIRECT_URI,
    `?account=${encodeURIComponent(accountSub)}`,
  );
  return callback(app, returned, flow.cookie);
}
