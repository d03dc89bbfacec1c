import type { ReactNode } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

export const REGENERATE_TITLE = 'Regenerate Shopping List?';
export const REGENERATE_TEXT =
  'This will delete all current items in your shopping list and create a new one based on your meal plans. Any checked items will be lost. Are you sure you want to continue?';

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
  return (
    <ConfirmDialog
      trigger={trigger}
      title={REGENERATE_TITLE}
      description={REGENERATE_TEXT}
      confirmLabel="Regenerate"
      onConfirm={onConfirm}
    />
  );
}
