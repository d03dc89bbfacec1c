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
 * A limit reached: the error handler sends `Retry-After`, so the client knows when the next
 * attempt is allowed. 429 for a caller's own quota; 503 when the server's capacity is what ran
 * out (a full queue), which is nobody's fault and passes soon.
 */
export class LimitReachedError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
    statusCode: 429 | 503 = 429,
  ) {
    super(code, statusCode, message);
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
