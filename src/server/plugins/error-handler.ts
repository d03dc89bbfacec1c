import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, LimitReachedError, UnavailableError } from '#server/lib/app-error';
import { databaseUnavailable, isDatabaseUnavailable } from '#server/lib/database-unavailable';
import type { ErrorCode } from '#shared/api/error-codes';

/**
 * Fastify's own client errors, each under a code of ours (src/shared/api/error-codes.ts): the
 * answer's code stays one a client knows, whatever Fastify names it. Others are `bad_request`.
 */
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_json_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json_body',
};

/**
 * One error shape for every failure: `{ code, message, params?, fieldErrors? }`. Validation
 * failures answer 400 with the field errors; 5xx never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // A lost database is an outage, not a bug: 503 and Retry-After, the client retries.
    const outage = isDatabaseUnavailable(thrown);
    if (outage) request.log.warn({ err: thrown }, 'database unavailable');
    const error = outage ? databaseUnavailable() : thrown;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const where =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          error.validationContext ||
          'request';
        fieldErrors[where] ??= issue.message ?? 'is invalid';
      }
      const first = Object.entries(fieldErrors)[0];
      return reply.status(400).send({
        code: 'validation_error' satisfies ErrorCode,
        message: first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid request',
        fieldErrors,
      });
    }
    if (error instanceof AppError) {
      if (error instanceof LimitReachedError || error instanceof UnavailableError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, ...(error.details ?? {}) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limited): safe to show.
      const code: ErrorCode = (error.code && CLIENT_ERRORS[error.code]) || 'bad_request';
      return reply.status(status).send({ code, message: error.message });
    }
    // Serialized without query parameters or request data (plugins/logging.ts).
    request.log.error({ err: error }, 'unhandled error');
    const code: ErrorCode = 'internal_error';
    return reply.status(500).send({ code, message: 'Something went wrong' });
  });
}

type SecurityHeaderWriter = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'url_too_long', message: 'URL too long' },
};

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL), which
 * skip every hook, get the error shape and the security headers all the same.
 */
export function frameworkErrorHandler(
  writeSecurityHeaders: SecurityHeaderWriter,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, reply) => {
    writeSecurityHeaders(request.raw, reply.raw, () => undefined);
    const known: { status: number; code: ErrorCode; message: string } = FRAMEWORK_ERRORS[
      error.code
    ] ?? { status: 400, code: 'bad_request', message: 'Bad request' };
    // The reply's generic route types do not matter here: no route was matched.
    void (reply as unknown as FastifyReply)
      .status(known.status)
      .send({ code: known.code, message: known.message });
  };
}
