import type { ErrorBody } from '#shared/api/error-body';
import { isObject } from '#shared/lib/is-object';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/validation/idempotency-header';
import { markServerReached } from './offline/last-synced';

/**
 * The only place in the web client that calls `fetch`.
 *
 * - Every call sends credentials (the session cookie) and speaks JSON.
 * - A non-2xx response becomes an `ApiError` (a plain `Error` subclass) whose message is
 *   "{status}: {body text}", or "{status}: {status text}" when the body is empty
 *   (product rule: error-message).
 * - `getServerError` reads the server's error body out of such an error; errorMessage()
 *   (lib/i18n/error-message.ts) says it in the reader's language.
 */

/**
 * What the client can rely on of an error body (src/shared/api/error-body.ts): every field may
 * be missing, since a proxy in front of the server can answer an error of its own.
 */
type ServerErrorBody = Partial<ErrorBody>;

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** Raw response text ('' when the body was empty). */
  readonly bodyText: string;
  /** The body parsed as JSON, or `null` when it was not JSON. */
  readonly body: unknown;

  constructor(
    status: number,
    statusText: string,
    bodyText: string,
    /** A 429's or 503's `Retry-After` in seconds, when it was sent as a number. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = parseJson(bodyText);
  }

  /** The server's machine-readable error code, when the body carried one. */
  get code(): string | undefined {
    return readServerBody(this.body)?.code;
  }

  /** Field errors of a 400 validation failure, when present. */
  get fieldErrors(): ServerErrorBody['fieldErrors'] {
    return readServerBody(this.body)?.fieldErrors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON-serialisable body, or `FormData` for uploads. */
  body?: unknown;
  /** Query string values; `undefined` and `null` entries are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key` on the creating calls (POST /api/notes, /api/meal-plans,
   * /api/staged-recipes): the same key again answers the first result instead of creating
   * twice. One per user action; see idempotency-key.ts.
   */
  idempotencyKey?: string;
}

/** Builds "{path}?a=1&b=2" from a path and optional query values. */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Sends a request and resolves with the parsed JSON body (`undefined` for 204 / empty bodies,
 * the text for non-JSON bodies). Rejects with `ApiError` for any non-2xx status.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, path, options)).body;
}

/**
 * apiRequest that also answers the response headers, for calls that send data there (the
 * admin lists' X-Total-Count).
 */
export async function apiRequestWithHeaders<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });

  const text = response.status === 204 ? '' : await response.text();
  // Any answer of the server itself (a proxy's 502-504 is not): the data shown is this fresh.
  if (response.status < 502 || response.status > 504) markServerReached();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text);
  }
  const answered = response.headers;
  if (!text) return { body: undefined as T, headers: answered };
  const contentType = answered.get('content-type') ?? '';
  if (contentType.includes('json')) return { body: JSON.parse(text) as T, headers: answered };
  return { body: text as T, headers: answered };
}

/**
 * The server's error body of a failed call, or `null` when the error did not come from a JSON
 * error body. Also understands plain `Error("{status}: {json}")` messages. For text a person
 * reads, errorMessage() (lib/i18n/error-message.ts) turns it into the active language.
 */
export function getServerError(error: unknown): ServerErrorBody | null {
  if (error instanceof ApiError) return readServerBody(error.body);
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return readServerBody(parseJson(match[1]!));
  }
  return null;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Each field of the shared error body that is there and well formed; the rest undefined.
 * Read by hand, not with the body's zod schema: zod stays out of the first load (decision 020).
 */
function readServerBody(body: unknown): ServerErrorBody | null {
  if (!isObject(body)) return null;
  const { code, message, fieldErrors, params } = body;
  return {
    code: typeof code === 'string' ? code : undefined,
    params: isParams(params) ? params : undefined,
    message: typeof message === 'string' && message.trim() ? message : undefined,
    fieldErrors: isFieldErrors(fieldErrors) ? fieldErrors : undefined,
  };
}

function isParams(value: unknown): value is Record<string, string | number> {
  return (
    isObject(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

function isFieldErrors(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((text) => typeof text === 'string');
}
