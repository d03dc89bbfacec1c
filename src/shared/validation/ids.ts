import { z } from 'zod';

/** PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

export const ID_MESSAGE = `Expected an id: a whole number from 1 to ${MAX_ID}`;

/**
 * The one id schema: a positive 32-bit integer, as a JSON number (a body id is never
 * coerced: '1' or true is refused). Every contract's ids use it, or idParamSchema for text.
 */
export const idSchema = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/**
 * An id in a path or a query string, where it arrives as text: plain digits only (no sign,
 * exponent, decimals, white space or leading zero), then checked as idSchema.
 */
export const idParamSchema = z
  .string({ error: ID_MESSAGE })
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .transform(Number)
  .pipe(idSchema);
