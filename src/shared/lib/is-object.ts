/** A plain JSON-like object (not null, not an array): a JSON-LD node, a schema.org value. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
