import type { IntlShape } from 'react-intl';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';

/** A success toast: short, e.g. 'User created'. */
export function toastDone(intl: IntlShape, titleId: MessageId, description?: string) {
  toast({ title: intl.formatMessage({ id: titleId }), description });
}

/**
 * The failure toast (product rule: admin-toasts): '{prefix}: {the server's message}', e.g. 'Failed
 * to create user: A user with this email already exists'. `messageId` is the whole sentence, the
 * server's message its `{reason}`.
 */
export function toastFailure(intl: IntlShape, messageId: MessageId, error: unknown) {
  toast({
    variant: 'destructive',
    title: intl.formatMessage({ id: 'adminPeople.toast.error' }),
    description: intl.formatMessage({ id: messageId }, { reason: errorMessage(intl, error) }),
  });
}

/** A failure whose text is the server's message alone (role create and remove). */
export function toastServerError(intl: IntlShape, titleId: MessageId, error: unknown) {
  toast({
    variant: 'destructive',
    title: intl.formatMessage({ id: titleId }),
    description: errorMessage(intl, error),
  });
}
