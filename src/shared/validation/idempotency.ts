import { z } from 'zod';

/**
 * `Idempotency-Key`: the creating routes (POST /api/notes, /api/meal-plans,
 * /api/staged-recipes) accept it so that one user action creates one row however often it
 * is sent (docs/decisions/010-idempotency-keys.md). The client makes one per action.
 */
export { IDEMPOTENCY_KEY_HEADER } from './idempotency-header';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
export const IDEMPOTENCY_KEY_MESSAGE = `An Idempotency-Key is 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} letters, digits, '-', '_', '.' or ':'`;

export const idempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_.:-]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`), IDEMPOTENCY_KEY_MESSAGE);

/** The headers of a creating route: the key is optional, other headers pass untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});

/** The answer to a repeated key with another payload (422). */
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different request';
