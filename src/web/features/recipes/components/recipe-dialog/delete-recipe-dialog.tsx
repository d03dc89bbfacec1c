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
import { toast } from '#web/lib/use-toast';
import { getErrorMessage } from '#web/lib/api-client';
import { useDeleteRecipe } from '#web/features/recipes/api/delete-recipe';

/**
 * The Delete Recipe confirmation (product rule: delete-recipe). It stays open while the request
 * runs ('Deleting...'); on success it toasts and calls `onDeleted` (the recipe dialog closes).
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
  // Mutation-level callbacks: they run even though this component unmounts as it closes.
  const deleteRecipe = useDeleteRecipe({
    onSuccess: () => {
      toast({ title: 'Recipe deleted', description: 'The recipe has been permanently deleted' });
      onOpenChange(false);
      onDeleted();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getErrorMessage(error, 'Failed to delete recipe'),
      });
      onOpenChange(false);
    },
  });
  const isDeleting = deleteRecipe.isPending;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isDeleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Recipe</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &apos;{recipe.title}&apos;? This action cannot be
            undone. All ingredients, directions, and notes for this recipe will be permanently
            deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={isDeleting}
            onClick={(event) => {
              // Stay open until the server answers.
              event.preventDefault();
              deleteRecipe.mutate(recipe.id);
            }}
          >
            {isDeleting ? 'Deleting...' : 'Delete Recipe'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
