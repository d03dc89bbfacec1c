import { useIntl } from 'react-intl';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

/**
 * The update answered 409: someone else saved the recipe after this form loaded it. Nothing
 * is overwritten and nothing is dropped unasked: the user reloads (losing these edits) or
 * keeps editing (to copy what they typed).
 */
export function RecipeConflictDialog({
  open,
  isReloading,
  onReload,
  onKeepEditing,
}: {
  open: boolean;
  isReloading: boolean;
  onReload: () => void;
  onKeepEditing: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
      title={intl.formatMessage({ id: 'recipeEditor.conflict.title' })}
      description={intl.formatMessage({ id: 'recipeEditor.conflict.description' })}
      cancelLabel={intl.formatMessage({ id: 'recipeEditor.conflict.keepEditing' })}
      confirmLabel={intl.formatMessage({
        id: isReloading ? 'recipeEditor.conflict.reloading' : 'recipeEditor.conflict.reload',
      })}
      confirmVariant="default"
      // Stays open until the reload has answered (the form then clears the conflict).
      keepOpenOnConfirm
      isConfirmDisabled={isReloading}
      onConfirm={onReload}
    />
  );
}
