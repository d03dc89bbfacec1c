/**
 * One Idempotency-Key per user action (docs/decisions/010-idempotency-keys.md). A creating
 * mutation asks for the key of its variables object: the object a click or a drop passed to
 * `mutate` is that action, and TanStack Query hands the same object to every attempt of it,
 * so a retried request carries the same key and the server creates one row, not two.
 */
const keys = new WeakMap<object, string>();

/** A random UUID v4; crypto.randomUUID only exists on https and localhost pages. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of the action `variables` stand for: made on first use, the same ever after. */
export function idempotencyKeyFor(variables: object): string {
  let key = keys.get(variables);
  if (key === undefined) {
    key = newIdempotencyKey();
    keys.set(variables, key);
  }
  return key;
}
