import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, LimitReachedError, UnavailableError } from '#server/lib/app-error';
import { databaseUnavailable, isDatabaseUnavailable } from '#server/lib/database-unavailable';

/**
 * One error shape for every failure: `{ code, message, fieldErrors? }`. Validation failures
 * answer 400 with the field errors; 5xx never leak internals.
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
        code: 'validation_error',
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
      return reply
        .status(status)
        .send({ code: error.code ?? 'bad_request', message: error.message });
    }
    // Serialized without query parameters or request data (plugins/logging.ts).
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong' });
  });
}

type SecurityHeaderWriter = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
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
    const known = FRAMEWORK_ERRORS[error.code] ?? {
      status: 400,
      code: 'bad_request',
      message: 'Bad request',
    };
    // The reply's generic route types do not matter here: no route was matched.
    void (reply as unknown as FastifyReply)
      .status(known.status)
      .send({ code: known.code, message: known.message });
  };
}
