import type { MessageId } from './catalogues';

// react-intl checks every `id` given to FormattedMessage and formatMessage against this:
// an id missing from the English catalogue fails `tsc`.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
