import type { ErrorCode, ErrorParams } from '#shared/api/error-codes';

/**
 * What an error answer adds beside `{ code, message }`: `params`, the values the message names
 * (so a client can say it in its own language by `code`), and fields of its own
 * (`fieldErrors`, `existingId`, the current `item`, ...).
 */
export type AppErrorDetails = { params?: ErrorParams } & Record<string, unknown>;

/**
 * The one error type services throw; the error handler turns it into `{ code, message }` plus
 * `details`. `code` is one of src/shared/api/error-codes.ts: one code per sentence.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: AppErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(code, 404, message);
export const forbidden = (
  code: ErrorCode = 'forbidden',
  message = 'You do not have permission to do this',
) => new AppError(code, 403, message);
export const unauthorized = (message = 'Sign in required') =>
  new AppError('unauthorized', 401, message);
export const badRequest = (code: ErrorCode, message: string, details?: AppErrorDetails) =>
  new AppError(code, 400, message, details);
export const conflict = (code: ErrorCode, message: string, details?: AppErrorDetails) =>
  new AppError(code, 409, message, details);

/**
 * A limit reached (429): the error handler sends `Retry-After`, so the client knows when the
 * next attempt is allowed.
 */
export class LimitReachedError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
    params?: ErrorParams,
  ) {
    super(code, 429, message, params ? { params } : undefined);
  }
}

/**
 * The server can't serve this now but will soon (503): its database is unreachable, a queue
 * is full. The error handler sends `Retry-After`, so clients wait instead of hammering.
 */
export class UnavailableError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 503, message);
  }
}

/** The server's capacity ran out (event loop overloaded, a full queue): nobody's fault, soon over. */
export const serverBusy = (retryAfterSeconds: number) =>
  new UnavailableError(
    'overloaded',
    'The server is busy, please try again shortly',
    retryAfterSeconds,
  );

/** Whole minutes until `seconds` have passed, at least 1: what a limit's message names. */
export function minutesUntil(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** '1 minute' or 'n minutes', as the English messages of the limits say it. */
export function minutesInEnglish(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A wait as @fastify/rate-limit writes it ('1 minute', '30 seconds', '2 hours') as `params`:
 * `count` and `unit` (second, minute, hour, day) for a client's own words, and `after` as
 * written, which is what the message says of anything else ('500 ms', '1 year').
 */
export function waitParams(after: string): ErrorParams {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(after);
  if (!match) return { count: 0, unit: 'other', after };
  return { count: Number(match[1]), unit: match[2]!, after };
}
