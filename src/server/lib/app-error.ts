/** The one error type services throw; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', 404, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('forbidden', 403, message);
export const unauthorized = (message = 'Sign in required') =>
  new AppError('unauthorized', 401, message);
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('bad_request', 400, message, details);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', 409, message, details);

/**
 * A limit reached (429): the error handler sends `Retry-After`, so the client knows when the
 * next attempt is allowed.
 */
export class LimitReachedError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 429, message);
  }
}

/**
 * The server can't serve this now but will soon (503): its database is unreachable, a queue
 * is full. The error handler sends `Retry-After`, so clients wait instead of hammering.
 */
export class UnavailableError extends AppError {
  constructor(
    code: string,
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
