import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '#server/config';
import { normalizeHost } from '#server/config-hosts';
import { AppError, forbidden } from '#server/lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Names a page can only be served from on this very machine: no DNS answer makes them. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> tags (scroll lock); scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Only meaningful over HTTPS; a plain-http local install must not get pinned to https.
    strictTransportSecurity: config.secureCookies,
  };
}

type HeaderWriter = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The same security headers for answers that skip the hooks (Fastify's framework errors, such
 * as a malformed URL): helmet itself (the package @fastify/helmet wraps), same options.
 */
export function securityHeaderWriter(config: Config): HeaderWriter {
  return helmet(helmetOptions(config));
}

/**
 * Helmet's headers, worked out once: with these options (no nonces, no per-request values)
 * they are the same for every answer, and running helmet's middleware per request re-built
 * the CSP string each time (about 5% of a cached list request's CPU; product rule: list-budget).
 */
export function staticSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  securityHeaderWriter(config)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => (done = true),
  );
  // Helmet's middlewares are synchronous; if one ever is not, this must not go unnoticed.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

export const misdirected = () =>
  new AppError('host_not_allowed', 403, 'This server does not answer for that host name');

/**
 * Security headers, the Host rule and the same-origin rule (docs/decisions/009):
 * - every request (reads, static files and unknown paths included) must name this app in its
 *   Host: PUBLIC_URL's host, an ALLOWED_HOSTS entry or a loopback name. Anything else is a
 *   DNS-rebinding page or a misrouted request and is answered 403 before any work is done.
 * - a POST/PUT/PATCH/DELETE whose Origin (else Referer) is not this app's origin, or whose
 *   Sec-Fetch-Site says cross-site, is refused with 403. The Host header never vouches for
 *   an origin: a rebinding page sends a matching pair.
 */
const MAX_REMEMBERED_HOSTS = 64;

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const securityHeaders = staticSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  const scheme = config.publicUrl.protocol;
  const allowedHosts = new Set(config.allowedHosts);
  const allowedOrigins = new Set(config.allowedHosts.map((host) => `${scheme}//${host}`));

  // Every request of a deployment carries one of a few Host values: judge each value once.
  // Capped, so a stream of made-up names can't grow it (those are judged each time).
  const hostVerdicts = new Map<string, boolean>();
  const isAllowedHost = (value: string) => {
    let allowed = hostVerdicts.get(value);
    if (allowed === undefined) {
      const host = normalizeHost(value, scheme);
      allowed = !!host && (allowedHosts.has(host) || isLoopback(host));
      if (hostVerdicts.size < MAX_REMEMBERED_HOSTS) hostVerdicts.set(value, allowed);
    }
    return allowed;
  };

  /** Why a request may not go on, or null. */
  const refusal = (request: FastifyRequest): AppError | null => {
    if (!isAllowedHost(request.host)) {
      // For operators: host_not_allowed to real users means PUBLIC_URL or ALLOWED_HOSTS lacks a name.
      request.log.info({ host: request.host }, 'host not allowed (PUBLIC_URL, ALLOWED_HOSTS)');
      return misdirected();
    }
    if (!STATE_CHANGING.has(request.method)) return null;
    const origin = request.headers.origin ?? originOf(request.headers.referer);
    if (origin !== undefined) {
      return isOwnOrigin(origin, request)
        ? null
        : forbidden('cross_origin_refused', 'Cross-origin request refused');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return forbidden('cross_origin_refused', 'Cross-origin request refused');
    }
    return null;
  };
  // A callback hook, not an async one: it runs on every request and awaits nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = refusal(request);
    if (refused) done(refused);
    else done();
  });

  /**
   * PUBLIC_URL's origin or an allowed host's with its scheme; or, for a loopback name, the
   * origin of this very request (http://127.0.0.1:3000 calling http://127.0.0.1:3000, but not
   * another app on http://localhost:5173, which is same-site and would get the cookies).
   */
  function isOwnOrigin(origin: string, request: FastifyRequest) {
    if (allowedOrigins.has(origin)) return true;
    const parsed = parseOrigin(origin);
    if (!parsed || !isLoopback(parsed.host)) return false;
    return (
      parsed.host === normalizeHost(request.host, parsed.protocol) &&
      parsed.protocol === `${request.protocol}:`
    );
  }
}

function isLoopback(host: string) {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOOPBACK_HOSTNAMES.has(hostname ?? '');
}

/** The origin a Referer names; '' (never an allowed origin) when it is not a URL. */
function originOf(referer: string | undefined) {
  if (referer === undefined) return undefined;
  return parseOrigin(referer)?.origin ?? '';
}

function parseOrigin(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
