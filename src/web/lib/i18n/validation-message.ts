import type { IntlShape } from 'react-intl';
import english from '#web/locales/en.json';
import type { MessageId } from './catalogues';
import { SHARED_MESSAGE_IDS } from './shared-message-ids';

/**
 * A form's validation message in the active language. Three kinds reach a form:
 * - a message id, from a client-only schema (`z.string().min(1, 'import.form.urlRequired')`);
 * - an English text of src/shared (the schemas the server checks too): mapped to its id in
 *   shared-message-ids.ts;
 * - anything else (an unexpected text): shown as it is, never lost.
 */
export function validationMessage(
  intl: IntlShape,
  message: string | undefined,
): string | undefined {
  if (!message) return message;
  const id = isMessageId(message) ? message : SHARED_MESSAGE_IDS.get(message);
  return id ? intl.formatMessage({ id }) : message;
}

export function isMessageId(text: string): text is MessageId {
  return Object.hasOwn(english, text);
}
