import { z } from 'zod';

/**
 * Text a client may send. PostgreSQL cannot store a NUL character in `text` or `jsonb`, and
 * an unpaired UTF-16 surrogate has no UTF-8 form (`text` would silently turn it into U+FFFD,
 * `jsonb` refuses it): both are refused with a 400 instead of failing, or corrupting, at the
 * database. Every text field of every contract goes through safeText.
 */

export const NUL_MESSAGE = 'must not contain NUL (\\u0000) characters';
export const ILL_FORMED_MESSAGE = 'must be valid Unicode text (it has an unpaired surrogate)';

/** An unpaired high or low surrogate: what String.prototype.isWellFormed looks for. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is well-formed UTF-16 (every surrogate paired), like isWellFormed. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

export type SafeTextOptions = {
  /** The most characters (UTF-16 code units, after trimming). Required: no text is unbounded. */
  max: number;
  /** The fewest characters after trimming; 0 when absent. */
  min?: number;
  /** Names the field in the messages: 'A note' → 'A note can be at most 2000 characters'. */
  label?: string;
  tooLongMessage?: string;
  tooShortMessage?: string;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
};

/**
 * A zod string that refuses NUL and unpaired surrogates, trims (unless `trim: false`) and is
 * length-capped, each with a clear message. The content checks run before trimming.
 */
export function safeText({
  max,
  min = 0,
  label = 'Text',
  tooLongMessage = `${label} can be at most ${max} characters`,
  tooShortMessage = min <= 1
    ? `${label} must not be empty`
    : `${label} needs at least ${min} characters`,
  trim = true,
}: SafeTextOptions) {
  const checked = z
    .string()
    .refine((value) => !hasNul(value), { message: `${label} ${NUL_MESSAGE}`, abort: true })
    .refine(isWellFormedText, { message: `${label} ${ILL_FORMED_MESSAGE}`, abort: true });
  const trimmed = trim ? checked.trim() : checked;
  const capped = trimmed.max(max, tooLongMessage);
  return min > 0 ? capped.min(min, tooShortMessage) : capped;
}
