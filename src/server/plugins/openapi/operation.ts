import type { AccessRule } from '#server/plugins/access';
import { SESSION_COOKIE } from '#server/modules/auth/sessions';
import { errorResponses, type ErrorStatus } from './error-responses';

export const SESSION_SCHEME = 'sessionCookie';

/** The security scheme of the session cookie that sign-in sets (modules/auth/sessions.ts). */
export const sessionCookieScheme = {
  type: 'apiKey',
  in: 'cookie',
  name: SESSION_COOKIE,
  description:
    'Set by sign-in (Google, or demo sign-in outside production). HttpOnly; send it back as ' +
    'a cookie (`curl -b cookie.txt`).',
} as const;

type JsonSchema = { properties?: Record<string, Record<string, unknown>> } & Record<
  string,
  unknown
>;

/** A route's schema in Fastify's shape, its parts already JSON Schema. */
export type RouteSchema = {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  headers?: JsonSchema;
  response?: Record<string, unknown>;
  description?: string;
  [key: string]: unknown;
};

/** What a route declares: where a route contract would give the same facts. */
export type RouteDeclaration = {
  method: string;
  url: string;
  schema: RouteSchema | undefined;
  access: AccessRule | undefined;
  /** The route has a rate limit of its own (`config.rateLimit`). */
  rateLimited?: boolean;
};

const SOURCE_WORDS = { params: 'path', query: 'query string', body: 'request body' } as const;

/** The access rule in words (plugins/access.ts holds the rules themselves). */
export function describeAccess(rule: AccessRule): string {
  switch (rule.kind) {
    case 'public':
      return 'anyone, signed in or not';
    case 'signedIn':
      return 'any signed-in user (the service then checks each row it touches)';
    case 'superAdmin':
      return 'a signed-in super admin';
    case 'superAdminOrBackupToken':
      return 'a signed-in super admin, or `npm run backup` on the server machine with its local token (`X-Backup-Token`)';
    case 'familyMember':
      return `a member of the family in \`${rule.key}\` (${SOURCE_WORDS[rule.from]})`;
  }
}

/** The headers some routes honour, by their lower-case name (what Fastify's schema uses). */
const HEADER_HELP: Record<string, string> = {
  'idempotency-key':
    'Optional, 1 to 100 of `A-Z a-z 0-9 _ . : -`, one per user action: a repeat of the same ' +
    'request with the same key answers the first result (marked `Idempotent-Replayed: true`) ' +
    'instead of creating again, for 24 hours. The same key with another body answers 422.',
  'if-match':
    'The `updatedAt` of the version you edited, quoted (`"2026-11-23T17:49:19.123Z"`). ' +
    'Missing: 428; someone saved meanwhile: 409.',
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function errorStatusesOf(route: RouteDeclaration): Set<ErrorStatus> {
  const { schema, access } = route;
  const statuses = new Set<ErrorStatus>([503]);
  if (schema?.params || schema?.querystring || schema?.body || schema?.headers) statuses.add(400);
  if (access && access.kind !== 'public') statuses.add(401);
  const refusesRoles = ['superAdmin', 'superAdminOrBackupToken', 'signedIn'];
  if (access && refusesRoles.includes(access.kind)) statuses.add(403);
  if (STATE_CHANGING.has(route.method)) statuses.add(403);
  if (access?.kind === 'familyMember' || route.url.includes(':')) statuses.add(404);
  const headers = schema?.headers?.properties ?? {};
  if ('idempotency-key' in headers) statuses.add(422);
  if ('if-match' in headers) [409, 428].forEach((s) => statuses.add(s as ErrorStatus));
  if (route.rateLimited) statuses.add(429);
  return statuses;
}

/** The API area an operation is listed under: `/api/meal-plans/:id` is in `meal-plans`. */
function tagOf(url: string): string {
  const area = url.split('/')[2] ?? '';
  return area === 'openapi.json' ? 'docs' : area;
}

function describeHeaders(headers: JsonSchema | undefined): JsonSchema | undefined {
  if (!headers?.properties) return headers;
  const properties = Object.fromEntries(
    Object.entries(headers.properties).map(([name, property]) => {
      const help = HEADER_HELP[name];
      return [name, help ? { ...property, description: help } : property];
    }),
  );
  return { ...headers, properties };
}

/**
 * Turns what a route declares (its schema, its access rule) into the operation's schema for
 * @fastify/swagger: the rule named in `x-access` and in the description, the session cookie
 * as its security, its headers explained, and the error answers it can give.
 */
export function describeOperation(route: RouteDeclaration): RouteSchema {
  const { schema = {}, access } = route;
  if (!access) return schema;
  const response = { ...schema.response };
  // Routes that send files or streams declare no success answer: say there is one, of a
  // type not declared (@fastify/swagger would otherwise claim JSON).
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response[200] = { description: 'Success', content: { '*/*': { schema: {} } } };
  }
  const accessLine = `Access: ${describeAccess(access)}.`;
  return {
    ...schema,
    ...(schema.headers ? { headers: describeHeaders(schema.headers) } : {}),
    tags: [tagOf(route.url)],
    description: schema.description ? `${schema.description}\n\n${accessLine}` : accessLine,
    'x-access': access,
    security: access.kind === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
    response: { ...response, ...errorResponses(errorStatusesOf(route)) },
  };
}
