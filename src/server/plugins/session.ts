import type { FastifyInstance } from 'fastify';
import { type CurrentUser, loadSessionUser, SESSION_COOKIE } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** Resolves the session cookie to `request.currentUser` for API requests (one query). */
export function registerSession(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, not request.url: the router decodes paths (/%61pi/x is /api/x).
    if (!request.routeOptions.url?.startsWith('/api')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.currentUser = token ? await loadSessionUser(app.db, token) : null;
  });
}
