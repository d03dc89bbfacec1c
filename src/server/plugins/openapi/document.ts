import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { PROJECT_ROOT } from '#server/lib/project-root';
import { ERROR_BODY_COMPONENT, errorBodyJsonSchema } from './error-responses';
import {
  describeOperation,
  SESSION_SCHEME,
  sessionCookieScheme,
  type RouteSchema,
} from './operation';

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

const DESCRIPTION = [
  'The API the Family Cookbook web client uses. Each operation names who may call it',
  '(`x-access`, and an "Access:" line). Sign in to get the session cookie; writes from a',
  "browser must come from the app's own origin. Every error answers the same body",
  `(\`${ERROR_BODY_COMPONENT}\`).`,
].join(' ');

// The zod schemas as JSON Schema 2020-12, the dialect of OpenAPI 3.1 (the transform picks it
// from the document's `openapi` field). No skip list: every route is documented.
const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/** The zod transform, then what the route declares beyond its shapes (operation.ts). */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = zodToJsonSchema(input);
  const { route } = input;
  if ((schema as { hide?: boolean } | undefined)?.hide) return { schema, url };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const described = describeOperation({
    // A route with several methods shares one schema; a writing one counts for the errors.
    method: methods.find((m) => m !== 'GET' && m !== 'HEAD') ?? methods[0] ?? 'GET',
    url,
    schema: schema as RouteSchema | undefined,
    access: route.config?.access,
    rateLimited: Boolean(route.config?.rateLimit),
  });
  return { schema: described, url };
};

/**
 * @fastify/swagger collects the routes registered after it (so: register this before the
 * routes) into an OpenAPI 3.1 document, `app.swagger()`; docs.routes.ts serves it.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Family Cookbook API', version: packageVersion(), description: DESCRIPTION },
      components: {
        schemas: { [ERROR_BODY_COMPONENT]: errorBodyJsonSchema },
        securitySchemes: { [SESSION_SCHEME]: sessionCookieScheme },
      },
      security: [{ [SESSION_SCHEME]: [] }],
    },
    transform,
  });
}
