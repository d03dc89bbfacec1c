import type { Blocker } from 'react-router';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

/** Asks before a navigation the blocker held: stay on the form, or leave and lose the edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="You have unsaved changes to this recipe. If you leave now, they will be lost."
      cancelLabel="Keep Editing"
      confirmLabel="Discard Changes"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
