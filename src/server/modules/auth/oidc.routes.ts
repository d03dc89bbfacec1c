import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import { access } from '#server/plugins/access';
import { contractRoute } from '#server/lib/contract-route';
import { authContracts } from '#shared/auth/auth.contracts';
import { signInRateLimit } from './rate-limits';
import {
  createOidcClient,
  decodeFlow,
  describeSignInError,
  encodeFlow,
  SIGN_IN_FLOW_TTL_MS,
  SignInFailed,
} from './oidc.service';
import { admitIdentity } from './sign-in.service';
import { startSession } from './sessions';

export const FLOW_COOKIE = 'fc_oidc_flow';
export const AUTH_FAILED_URL = '/auth?error=auth_failed';
export const NOT_INVITED_URL = '/auth?error=not_invited';

/** Google OpenID Connect sign-in: GET /api/auth/google and its callback. */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const oidc = createOidcClient(config);

  app.route(
    contractRoute(
      authContracts.startGoogleSignIn,
      { access: access.public, config: { rateLimit: signInRateLimit(config) } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          const { url, flow } = await oidc.startSignIn();
          reply.setCookie(FLOW_COOKIE, encodeFlow(flow), {
            ...flowCookieOptions(config),
            maxAge: SIGN_IN_FLOW_TTL_MS / 1000,
            signed: true,
          });
          return reply.redirect(url.href, 302);
        } catch (err) {
          request.log.warn({ reason: describeSignInError(err) }, 'Google sign-in could not start');
          return reply.redirect(AUTH_FAILED_URL, 302);
        }
      },
    ),
  );

  // Not rate limited: without a flow cookie (which only the limited route hands out) it
  // fails before any network or database work.
  app.route(
    contractRoute(
      authContracts.finishGoogleSignIn,
      // It signs the user in: a write, although a GET.
      { access: access.public, config: { writes: true } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const flow = readFlowCookie(request);
        // One attempt per flow, whatever happens next.
        reply.clearCookie(FLOW_COOKIE, flowCookieOptions(config));
        try {
          if (!flow) throw new SignInFailed('missing, tampered or expired flow cookie');
          const currentUrl = new URL(request.url, config.publicUrl.origin);
          const identity = await oidc.finishSignIn(currentUrl, flow);
          const outcome = await admitIdentity(app.db, config, identity);
          if (outcome.kind === 'refused') {
            request.log.warn({ reason: outcome.reason }, 'Google sign-in refused');
            return reply.redirect(NOT_INVITED_URL, 302);
          }
          await startSession(app.db, config, request, reply, outcome.userId);
          request.log.info({ userId: outcome.userId, how: outcome.how }, 'Google sign-in');
          return reply.redirect('/', 302);
        } catch (err) {
          return failSignIn(request, reply, err);
        }
      },
    ),
  );
};

function failSignIn(request: FastifyRequest, reply: FastifyReply, err: unknown) {
  request.log.warn({ reason: describeSignInError(err) }, 'Google sign-in failed');
  return reply.redirect(AUTH_FAILED_URL, 302);
}

function flowCookieOptions(config: Config) {
  // Lax: the callback is a top-level navigation back from Google, which Lax cookies survive.
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };
}

function readFlowCookie(request: FastifyRequest) {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null ? decodeFlow(unsigned.value) : null;
}
