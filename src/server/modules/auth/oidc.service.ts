import * as client from 'openid-client';
import { z } from 'zod';
import type { Config } from '#server/config';
import type { VerifiedIdentity } from './sign-in.service';

export const OIDC_SCOPES = 'openid email profile';
/** How long a started sign-in may take; the flow cookie lives as long. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60 * 1000;
const DISCOVERY_TIMEOUT_S = 10;

/** What the browser must bring back to the callback: the per-attempt secrets. */
export type SignInFlow = { state: string; nonce: string; codeVerifier: string; startedAt: number };

/** A sign-in that must end at the auth_failed page; `reason` is logged, never shown. */
export class SignInFailed extends Error {
  override name = 'SignInFailed';
}

export const callbackUrl = (config: Config) =>
  `${config.publicUrl.origin}/api/auth/google/callback`;

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * Google sign-in with openid-client: authorization code flow with PKCE (S256), state and
 * nonce. Discovery is lazy (building the app contacts nobody), cached per app instance and
 * retried on the next sign-in if it failed.
 */
export function createOidcClient(config: Config) {
  let discovered: Promise<client.Configuration> | null = null;

  function configuration() {
    discovered ??= discover(config).catch((err: unknown) => {
      discovered = null;
      throw err;
    });
    return discovered;
  }

  async function startSignIn(): Promise<{ url: URL; flow: SignInFlow }> {
    const oidc = await configuration();
    const flow: SignInFlow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      startedAt: Date.now(),
    };
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: callbackUrl(config),
      scope: OIDC_SCOPES,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, flow };
  }

  /**
   * Validates the authorization response and exchanges the code. openid-client checks state,
   * the `iss` response parameter, PKCE (through the provider), and the ID token's signature,
   * issuer, audience, expiry and nonce; we add the verified-email rule.
   */
  async function finishSignIn(currentUrl: URL, flow: SignInFlow): Promise<VerifiedIdentity> {
    const oidc = await configuration();
    const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      pkceCodeVerifier: flow.codeVerifier,
    });
    const claims = tokens.claims();
    if (!claims) throw new SignInFailed('no ID token in the token response');
    if (claims.email_verified !== true) throw new SignInFailed('email is not verified');
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    if (!email) throw new SignInFailed('no email claim in the ID token');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : '';
    const picture = typeof claims.picture === 'string' && claims.picture ? claims.picture : null;
    return {
      issuer: claims.iss,
      sub: claims.sub,
      email,
      name: name || email.split('@')[0]!,
      picture,
    };
  }

  return { startSignIn, finishSignIn };
}

async function discover(config: Config) {
  const { issuer, clientId, clientSecret } = config.oidc;
  if (!clientId) throw new SignInFailed('GOOGLE_CLIENT_ID is not set');
  const issuerUrl = new URL(issuer);
  return client.discovery(issuerUrl, clientId, clientSecret, undefined, {
    timeout: DISCOVERY_TIMEOUT_S,
    // Plain http only for a provider on this machine (the tests' local oidc-provider).
    ...(isLocalHttp(issuerUrl) ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

function isLocalHttp(url: URL) {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  startedAt: z.number().int(),
});

/** The flow cookie's value; the cookie is signed, so its content needs no further protection. */
export const encodeFlow = (flow: SignInFlow) =>
  Buffer.from(JSON.stringify(flow)).toString('base64url');

/** The flow, or null when the value is malformed or older than the flow TTL. */
export function decodeFlow(value: string, now = Date.now()): SignInFlow | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = flowSchema.safeParse(json);
  if (!parsed.success) return null;
  const age = now - parsed.data.startedAt;
  return age >= 0 && age <= SIGN_IN_FLOW_TTL_MS ? parsed.data : null;
}

/** A short reason for the log: error classes and messages only, never tokens or claims. */
export function describeSignInError(err: unknown): string {
  if (err instanceof client.AuthorizationResponseError) return `provider error: ${err.error}`;
  if (err instanceof client.ResponseBodyError) {
    return `token endpoint error: ${err.error} (HTTP ${err.status})`;
  }
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? `: ${firstLine(err.cause.message)}` : '';
    return `${firstLine(err.message)}${cause}`;
  }
  return 'unknown error';
}

/** Database errors put the query's parameters (emails, names) after the first line. */
const firstLine = (message: string) => message.split('\n', 1)[0]!.slice(0, 300);
