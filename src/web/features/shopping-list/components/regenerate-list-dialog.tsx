import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

/**
 * `trigger` asks first (product rule: shopping-generate); confirming regenerates, replacing every
 * item.
 */
export function RegenerateListDialog({
  trigger,
  onConfirm,
}: {
  trigger: ReactNode;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      trigger={trigger}
      title={intl.formatMessage({ id: 'shopping.regenerateDialog.title' })}
      description={intl.formatMessage({ id: 'shopping.regenerateDialog.text' })}
      confirmLabel={intl.formatMessage({ id: 'shopping.regenerate' })}
      onConfirm={onConfirm}
    />
  );
}
