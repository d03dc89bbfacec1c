import { isApiError } from '../api-client';

/**
 * What a failed write of an offline queue means: no answer at all (a fetch that threw), a
 * timeout, a rate limit, a server error or a lost session keep it for the next replay
 * ('unreachable'); a 409 says someone changed the thing first; a 404 that it is gone; any other
 * refusal is final.
 */
export function failedWriteKind(error: unknown): 'unreachable' | 'conflict' | 'gone' | 'refused' {
  if (!isApiError(error)) return 'unreachable';
  const { status } = error;
  if (status === 409) return 'conflict';
  if (status === 404) return 'gone';
  if (status === 401 || status === 408 || status === 429 || status >= 500) return 'unreachable';
  return 'refused';
}
