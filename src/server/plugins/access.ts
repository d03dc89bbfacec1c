import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, notFound, unauthorized } from '#server/lib/app-error';
import { hasLocalToken } from '#server/modules/backup/local-access';

/**
 * Every /api route declares who may call it in `config.access`. Two checks:
 * - onRequest (registered after the session hook): a route that is not public answers 401 to
 *   a caller without a session before its body is read or anything is validated, so an
 *   anonymous caller learns nothing about field names and costs no body parsing.
 * - preHandler (after validation, so ids are already parsed): roles and family membership.
 * Services still check ownership of the rows they touch.
 *
 * - public: anyone, signed in or not.
 * - signedIn: any signed-in user; a service checks the rows (e.g. a meal plan's family).
 * - superAdmin: signed-in super admins.
 * - familyMember: signed-in members of the family whose id is in params/query/body.
 * - superAdminOrBackupToken: signed-in super admins, or `npm run backup` on this machine with
 *   the server's local token (modules/backup/local-access.ts, decision 052).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'superAdmin' }
  | { kind: 'superAdminOrBackupToken' }
  | { kind: 'familyMember'; from: 'params' | 'query' | 'body'; key: string };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  superAdmin: { kind: 'superAdmin' },
  superAdminOrBackupToken: { kind: 'superAdminOrBackupToken' },
  familyMember: (from: 'params' | 'query' | 'body', key = 'familyId'): AccessRule => ({
    kind: 'familyMember',
    from,
    key,
  }),
} satisfies Record<string, AccessRule | ((...args: never[]) => AccessRule)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

type RouteSummary = { method: string; url: string; access: AccessRule | undefined };

/** The API routes in `routes` that declare no access rule (static files are not API routes). */
export function findRoutesWithoutAccessRule(routes: RouteSummary[]): string[] {
  return routes
    .filter((r) => r.url.startsWith('/api') && !r.access)
    .map((r) => `${r.method} ${r.url}`);
}

export function registerAccessControl(app: FastifyInstance) {
  const routes: RouteSummary[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  // Refuse to start with an undeclared route rather than serve it with no rule.
  app.addHook('onReady', async () => {
    const missing = findRoutesWithoutAccessRule(routes);
    if (missing.length > 0) {
      throw new Error(`Routes without an access rule: ${missing.join(', ')}`);
    }
  });
  // Runs after the session hook (app.ts registers this plugin after registerSession).
  app.addHook('onRequest', async (request) => {
    const rule = apiRouteRule(request);
    if (rule && isBackupTokenCall(rule, request)) return;
    if (rule && rule.kind !== 'public' && !request.currentUser) throw unauthorized();
  });
  app.addHook('preHandler', async (request) => {
    const rule = apiRouteRule(request);
    if (rule === null) return;
    if (!rule) throw forbidden();
    enforce(rule, request);
  });
}

/** The access rule of the API route this request matched; null when it is no API route. */
function apiRouteRule(request: FastifyRequest): AccessRule | undefined | null {
  // Unknown URLs reach the not-found handler, which has nothing to protect. Match on the
  // route, not request.url: the router decodes paths, so /%61pi/x reaches the /api/x handler.
  if (!request.routeOptions.url?.startsWith('/api') || request.is404) return null;
  return request.routeOptions.config.access;
}

/** A backup route called with the server's local token (checked again before the handler). */
function isBackupTokenCall(rule: AccessRule, request: FastifyRequest) {
  return (
    rule.kind === 'superAdminOrBackupToken' && hasLocalToken(request, request.server.backupToken)
  );
}

function enforce(rule: AccessRule, request: FastifyRequest) {
  if (rule.kind === 'public' || isBackupTokenCall(rule, request)) return;
  const user = request.currentUser;
  if (!user) throw unauthorized();
  switch (rule.kind) {
    case 'signedIn':
      return;
    case 'superAdmin':
    case 'superAdminOrBackupToken':
      if (!user.isSuperAdmin) throw forbidden('super_admin_only', 'Super admin only');
      return;
    case 'familyMember': {
      const source = request[rule.from] as Record<string, unknown> | undefined;
      const familyId = Number(source?.[rule.key]);
      if (!Number.isInteger(familyId) || familyId <= 0)
        throw notFound('family_not_found', 'Family not found');
      // 404, not 403: a stranger learns nothing about which family ids exist.
      if (!user.familyIds.includes(familyId))
        throw notFound('family_not_found', 'Family not found');
      return;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RouteSummary[];
    /** The local token `npm run backup` may show instead of a session (null: none). */
    backupToken: string | null;
  }
}
