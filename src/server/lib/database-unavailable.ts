import { UnavailableError } from './app-error';

/** What a client waits before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new UnavailableError(
    'database_unavailable',
    'The database is not reachable, please try again shortly',
    DATABASE_RETRY_AFTER_SECONDS,
  );

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is away or refusing: class 08 (connection exception), 57P01-03
 * (shut down by an administrator, crashed, starting up or shutting down), 53300 (too many
 * connections); and of a PGlite that could not write its files: 58030 (I/O error), 53100
 * (disk full).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|53100|58030)$/;

/** node-postgres and pg-pool say so in words only. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
];

/**
 * Is `error` (or what it wraps: Drizzle wraps driver errors in `cause`) the database being
 * unreachable, rather than a bug or a refused statement? Those answer 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)))
      return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((m) => message.includes(m)))
      return true;
    // A host with several addresses fails with an AggregateError of each attempt's error.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
