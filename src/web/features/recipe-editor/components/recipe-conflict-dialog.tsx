import { RECIPE_MESSAGES } from '#shared/recipes/recipe-write.schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog';

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
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Recipe changed elsewhere</AlertDialogTitle>
          <AlertDialogDescription>
            {RECIPE_MESSAGES.conflict}. Reload it to see the latest version; the changes you made
            here will be replaced.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Editing</AlertDialogCancel>
          <AlertDialogAction
            disabled={isReloading}
            onClick={(event) => {
              // Stays open until the reload has answered.
              event.preventDefault();
              onReload();
            }}
          >
            {isReloading ? 'Reloading...' : 'Reload Recipe'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
