import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';
import { isApiError } from './api-client';

/**
 * The item as it is now, from a 409's body `{ code, message, item }`: lib/api-client's
 * ApiError keeps the parsed body; a plain `Error("409: {body}")` is read from its message.
 * Null for any other failure, or a body without a usable item.
 */
export function conflictItemOf(
  error: unknown,
): Pick<ShoppingListItem, 'id' | 'checked' | 'version'> | null {
  let body: unknown = null;
  if (isApiError(error)) {
    if (error.status !== 409) return null;
    body = error.body;
  } else if (error instanceof Error && error.message.startsWith('409: ')) {
    try {
      body = JSON.parse(error.message.slice('409: '.length));
    } catch {
      return null;
    }
  }
  const item = typeof body === 'object' && body !== null ? (body as { item?: unknown }).item : null;
  if (typeof item !== 'object' || item === null) return null;
  const { id, checked, version } = item as Record<string, unknown>;
  if (typeof id !== 'number' || typeof checked !== 'boolean' || typeof version !== 'number') {
    return null;
  }
  return { id, checked, version };
}
