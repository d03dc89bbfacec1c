import { useIntl } from 'react-intl';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

/** Asks before a navigation the blocker held: stay on the form, or leave and lose the edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={intl.formatMessage({ id: 'recipeEditor.unsaved.title' })}
      description={intl.formatMessage({ id: 'recipeEditor.unsaved.description' })}
      cancelLabel={intl.formatMessage({ id: 'recipeEditor.unsaved.keepEditing' })}
      confirmLabel={intl.formatMessage({ id: 'recipeEditor.unsaved.discard' })}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
