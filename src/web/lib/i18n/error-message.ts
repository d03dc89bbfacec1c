import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '#shared/api/error-codes';
import { DEFAULT_LOCALE } from '#shared/i18n/locales';
import { getServerError } from '#web/lib/api-client';
import type { MessageId } from './catalogues';

/**
 * Each server code's message is `errors.<code>` in the catalogue, with the code's `params` as
 * placeholders: a code added to src/shared/api/error-codes.ts fails `tsc` here until the
 * English catalogue has its message (and the catalogue check then asks the other languages).
 */
type ErrorMessageId<Id extends MessageId = `errors.${ErrorCode}`> = Id;

/**
 * Text for a toast about a failed call, in the active language:
 * - the server's error by its stable `code`, with its `params`; in English the server's own
 *   `message`, which the English catalogue repeats word for word (and which names details,
 *   such as a field, the catalogue leaves out);
 * - else the server's own message, as it wrote it (a server of another version);
 * - else, when the server said nothing (the network failed), `fallbackId`: what the screen
 *   says when a call fails; else a generic sentence.
 */
export function errorMessage(intl: IntlShape, error: unknown, fallbackId?: MessageId): string {
  const server = getServerError(error);
  if (server?.code && intl.locale !== DEFAULT_LOCALE) {
    const id = `errors.${server.code}`;
    if (Object.hasOwn(intl.messages, id)) {
      return intl.formatMessage({ id: id as ErrorMessageId }, server.params);
    }
  }
  if (server?.message) return server.message;
  return intl.formatMessage({ id: fallbackId ?? 'errors.generic' });
}
