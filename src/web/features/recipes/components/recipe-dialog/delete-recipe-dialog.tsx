import { useIntl } from 'react-intl';
import { errorMessage } from '#web/lib/i18n/error-message';
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
import { useNeedsConnection } from '#web/lib/offline/use-needs-connection';
import { toast } from '#web/lib/use-toast';
import { useDeleteRecipe } from '#web/features/recipes/api/delete-recipe';

/**
 * The Delete Recipe confirmation (product rule: delete-recipe). It stays open while the request
 * runs ('Deleting...'); on success it toasts and calls `onDeleted` (the recipe dialog closes).
 * Opened before the network went, its Delete waits for a connection (docs/decisions/048).
 */
export function DeleteRecipeDialog({
  recipe,
  open,
  onOpenChange,
  onDeleted,
}: {
  recipe: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  // Mutation-level callbacks: they run even though this component unmounts as it closes.
  const deleteRecipe = useDeleteRecipe({
    onSuccess: () => {
      toast({
        title: intl.formatMessage({ id: 'recipes.delete.doneTitle' }),
        description: intl.formatMessage({ id: 'recipes.delete.doneDescription' }),
      });
      onOpenChange(false);
      onDeleted();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'recipes.errorTitle' }),
        description: errorMessage(intl, error, 'recipes.delete.failed'),
      });
      onOpenChange(false);
    },
  });
  const isDeleting = deleteRecipe.isPending;
  const { offline, reasonProps } = useNeedsConnection();

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isDeleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {intl.formatMessage({ id: 'recipes.actions.delete' })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {intl.formatMessage({ id: 'recipes.delete.confirmText' }, { title: recipe.title })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>
            {intl.formatMessage({ id: 'recipes.delete.cancel' })}
          </AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={isDeleting || offline}
            {...reasonProps}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              deleteRecipe.mutate(recipe.id);
            }}
          >
            {intl.formatMessage({
              id: isDeleting ? 'recipes.delete.deleting' : 'recipes.actions.delete',
            })}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
