import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#server/config';

/** Fields of an error that name things (codes, constraints), never values from a request. */
const SAFE_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column'] as const;
const MAX_CAUSE_DEPTH = 3;

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Errors as they may appear in the log: type, message, stack, a few naming fields and the
 * cause, and nothing else. Drizzle's query errors carry the query parameters (note texts,
 * emails) in `params` and in their message, and driver errors carry row values in `detail`:
 * both stay out. Request bodies are never logged at all (Fastify's request serializer logs
 * method, URL, host and addresses only).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '(not an Error)', stack: '' };
  const type = error.constructor.name || error.name;
  const message = messageWithoutParams(error);
  // The stack's first lines repeat the original message; keep only the frames.
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const stack = `${type}: ${message}${frames >= 0 ? error.stack!.slice(frames) : ''}`;
  const out: SerializedError = { type, message, stack };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of SAFE_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}

/** Drizzle's DrizzleQueryError message is "Failed query: {sql}\nparams: {values}". */
function messageWithoutParams(error: Error) {
  const cut = error.message.indexOf('\nparams:');
  return cut >= 0 && 'params' in error ? error.message.slice(0, cut) : error.message;
}

/**
 * Paths that carry a secret: a calendar feed's address is its only credential (decision 027),
 * so a log line must not hold a working one. Anything below /api/calendar/ counts, since the
 * token alone is enough to rebuild the address.
 */
const SECRET_PATHS: ReadonlyArray<[RegExp, string]> = [
  [/^\/api\/calendar\/./i, '/api/calendar/[token].ics'],
];
const MAX_DECODE_ROUNDS = 3;

/**
 * The path as the router reads it, for matching only: the router decodes percent escapes
 * (`/%61pi/calendar/x%2Eics` is `/api/calendar/x.ics`), so matching the raw path would miss
 * working addresses. Only ASCII escapes are decoded (a token is ASCII), which never throws on
 * malformed input; a few rounds also catch double encoding, and repeated slashes collapse.
 */
function normalisedPath(path: string): string {
  let decoded = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = decoded.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === decoded) break;
    decoded = next;
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** The URL to log: a secret path is replaced as a whole, its query string kept. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  const query = queryAt >= 0 ? url.slice(queryAt) : '';
  const normalised = normalisedPath(path);
  for (const [pattern, replacement] of SECRET_PATHS) {
    if (pattern.test(normalised)) return replacement + query;
  }
  return url;
}

type LoggedRequest = {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
};

/** Fastify's own request serializer (method, URL, host, addresses), with secrets cut from the URL. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The Fastify logger options: level from the config, safe error and request serializers. */
export function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
