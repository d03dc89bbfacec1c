import type { Cookbook, CookbookDeleteResult } from '#shared/cookbooks/cookbooks.schemas';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { getErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { useDeleteCookbook } from '../api/delete-cookbook';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What deleting takes along, said before it happens. */
export function deleteWarning(cookbook: Cookbook): string {
  if (cookbook.recipeCount === 0) {
    return `"${cookbook.name}" holds no recipes. Deleting it cannot be undone.`;
  }
  return (
    `"${cookbook.name}" and its ${plural(cookbook.recipeCount, 'recipe', 'recipes')} will be ` +
    'deleted. Planned meals and staged recipes that use them become placeholders that keep ' +
    'the recipe title. This cannot be undone.'
  );
}

function deletedSummary(cookbook: Cookbook, result: CookbookDeleteResult): string {
  const recipes = plural(result.deletedRecipes, 'recipe', 'recipes');
  const placeholders =
    result.plansTurnedPlaceholders > 0
      ? ` ${plural(result.plansTurnedPlaceholders, 'planned meal', 'planned meals')} became placeholders.`
      : '';
  return `"${cookbook.name}" and ${recipes} were deleted.${placeholders}`;
}

/** The delete confirmation. `cookbook` stays set while it closes, so its text stays too. */
export function DeleteCookbookDialog({
  cookbook,
  open,
  onClose,
}: {
  cookbook: Cookbook | null;
  open: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteCookbook({
    onSuccess: (result, deleted) =>
      toast({ title: 'Cookbook deleted', description: deletedSummary(deleted, result) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Failed to delete cookbook',
        description: getErrorMessage(error),
      }),
  });
  return (
    <ConfirmDialog
      open={open && cookbook !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={`Delete ${cookbook?.name ?? 'cookbook'}?`}
      description={cookbook ? deleteWarning(cookbook) : ''}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Cookbook'}
      keepOpenOnConfirm
      isConfirmDisabled={remove.isPending}
      onConfirm={() => {
        if (cookbook) remove.mutate(cookbook, { onSettled: onClose });
      }}
    />
  );
}
