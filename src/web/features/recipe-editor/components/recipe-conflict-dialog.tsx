import { RECIPE_MESSAGES } from '#shared/recipes/recipe-write.schemas';
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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
      title="Recipe changed elsewhere"
      description={`${RECIPE_MESSAGES.conflict}. Reload it to see the latest version; the changes you made here will be replaced.`}
      cancelLabel="Keep Editing"
      confirmLabel={isReloading ? 'Reloading...' : 'Reload Recipe'}
      confirmVariant="default"
      // Stays open until the reload has answered (the form then clears the conflict).
      keepOpenOnConfirm
      isConfirmDisabled={isReloading}
      onConfirm={onReload}
    />
  );
}
