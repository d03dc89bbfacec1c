import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/**
 * One error shape for every failure: `{ code, message, fieldErrors? }`. Validation failures
 * answer 400 with the field errors; 5xx never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    request.log.error({ err: error }, 'unhandled error');
    if (process.env.DEBUG_ERRORS) console.error(error);
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong' });
  });
}
