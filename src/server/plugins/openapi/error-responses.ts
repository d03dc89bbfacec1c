import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { errorBodySchema } from '#shared/api/error-body';

/**
 * The one error body every failure answers (plugins/error-handler.ts), as an OpenAPI
 * component, and the error answers an operation lists by status.
 */

export const ERROR_BODY_COMPONENT = 'ErrorBody';
const ERROR_BODY_REF = `#/components/schemas/${ERROR_BODY_COMPONENT}`;

/**
 * The shared error body (src/shared/api/error-body.ts) as JSON Schema 2020-12, OpenAPI 3.1's
 * dialect (the document declares it, so the component carries no `$schema` of its own).
 */
const { $schema: _dialect, ...errorBodyJson } = z.toJSONSchema(errorBodySchema, {
  target: 'draft-2020-12',
});
export const errorBodyJsonSchema = errorBodyJson as OpenAPIV3_1.SchemaObject;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 428 | 429 | 503;

const WHY: Record<ErrorStatus, string> = {
  400: 'The request is invalid; `fieldErrors` names each invalid field',
  401: 'Not signed in: no valid session cookie',
  403:
    'Refused: not allowed for this user, a cross-origin write, or a Host name this server ' +
    'does not answer for',
  404: 'Not found, or not visible to this user (a family you are not in answers 404, not 403)',
  409: 'Someone saved this meanwhile: If-Match names an older version',
  422: 'This Idempotency-Key was already used for a different request',
  428: 'If-Match is missing: send the version you edited',
  429: 'Too many requests: Retry-After says when to try again',
  503: 'Overloaded, or the database is unreachable: Retry-After says when to try again',
};

/** Statuses whose answers carry Retry-After (plugins/error-handler.ts). */
const RETRY_AFTER: ReadonlySet<ErrorStatus> = new Set([429, 503]);

/** A response entry in @fastify/swagger's route-schema form, pointing at the component. */
function errorResponse(description: string, retryAfter: boolean) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
    ...(retryAfter
      ? { headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait' } } }
      : {}),
  };
}

/** The error answers for `statuses`, and `default` for any other, all with the error body. */
export function errorResponses(statuses: Iterable<ErrorStatus>) {
  const responses: Record<string, ReturnType<typeof errorResponse>> = {};
  for (const status of [...statuses].sort()) {
    responses[status] = errorResponse(WHY[status], RETRY_AFTER.has(status));
  }
  responses.default = errorResponse('Any other error, in the same shape', false);
  return responses;
}
