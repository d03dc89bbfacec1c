/**
 * The `Idempotency-Key` header's name, in a file without zod: the browser's api client needs
 * the name on every page, and importing it from idempotency.ts would carry zod into the first
 * load (docs/decisions/020). idempotency.ts re-exports it for the server.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
