import type { IntlShape } from 'react-intl';
import { getServerError } from '#web/lib/api-client';
import type { MessageId } from './catalogues';
import { SERVER_ERROR_MESSAGE_IDS } from './server-error-message-ids';
import { SHARED_MESSAGE_IDS } from './shared-message-ids';

/**
 * Text for a toast about a failed call, in the active language:
 * - the server's error, by its stable `code` (with its `params`), when the catalogue has it;
 * - else the server's message when it is one of src/shared's texts;
 * - else `fallbackId` (what the screen says when a call fails);
 * - else the server's English message, else a generic sentence.
 */
export function errorMessage(intl: IntlShape, error: unknown, fallbackId?: MessageId): string {
  const server = getServerError(error);
  const byCode = server?.code ? SERVER_ERROR_MESSAGE_IDS.get(server.code) : undefined;
  if (byCode) return intl.formatMessage({ id: byCode }, server?.params);
  const byText = server?.message ? SHARED_MESSAGE_IDS.get(server.message) : undefined;
  if (byText) return intl.formatMessage({ id: byText });
  if (fallbackId) return intl.formatMessage({ id: fallbackId });
  return server?.message ?? intl.formatMessage({ id: 'errors.generic' });
}
