import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataVersions } from '#server/db/data-versions';
import { SessionCache } from '#server/modules/auth/session-cache';
import { type CurrentUser, loadSessionUser, SESSION_COOKIE } from '#server/modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** The data versions read once at the start of this request (see dataVersionsOf). */
    dataVersions: Promise<DataVersions> | null;
  }
}

/** The data versions as of this request's start: read at most once per request. */
export function dataVersionsOf(app: FastifyInstance, request: FastifyRequest) {
  request.dataVersions ??= app.dataVersions.current();
  return request.dataVersions;
}

/**
 * Resolves the session cookie to `request.currentUser` for API requests: from memory while
 * the auth version is unchanged, else one query (docs/decisions/006).
 */
export function registerSession(app: FastifyInstance) {
  const cache = new SessionCache();
  app.decorateRequest('currentUser', null);
  app.decorateRequest('dataVersions', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, not request.url: the router decodes paths (/%61pi/x is /api/x).
    if (!request.routeOptions.url?.startsWith('/api')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const { auth } = await dataVersionsOf(app, request);
    request.currentUser = await loadSessionUser(app.db, cache, auth, token);
  });
}
