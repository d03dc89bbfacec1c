import { useIntl, type IntlShape } from 'react-intl';
import type { Cookbook, CookbookDeleteResult } from '#shared/cookbooks/cookbooks.schemas';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { errorMessage } from '#web/lib/i18n/error-message';
import { toast } from '#web/lib/use-toast';
import { useDeleteCookbook } from '../api/delete-cookbook';

/** What deleting takes along, said before it happens. */
function deleteWarning(intl: IntlShape, cookbook: Cookbook): string {
  if (cookbook.recipeCount === 0) {
    return intl.formatMessage(
      { id: 'adminCookbooks.delete.warningEmpty' },
      { name: cookbook.name },
    );
  }
  return intl.formatMessage(
    { id: 'adminCookbooks.delete.warning' },
    { name: cookbook.name, count: cookbook.recipeCount },
  );
}

function deletedSummary(intl: IntlShape, cookbook: Cookbook, result: CookbookDeleteResult): string {
  const values = {
    name: cookbook.name,
    count: result.deletedRecipes,
    plans: result.plansTurnedPlaceholders,
  };
  return result.plansTurnedPlaceholders > 0
    ? intl.formatMessage({ id: 'adminCookbooks.delete.summaryWithPlaceholders' }, values)
    : intl.formatMessage({ id: 'adminCookbooks.delete.summary' }, values);
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
  const intl = useIntl();
  const remove = useDeleteCookbook({
    onSuccess: (result, deleted) =>
      toast({
        title: intl.formatMessage({ id: 'adminCookbooks.delete.deleted' }),
        description: deletedSummary(intl, deleted, result),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'adminCookbooks.delete.failed' }),
        description: errorMessage(intl, error),
      }),
  });
  return (
    <ConfirmDialog
      open={open && cookbook !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={
        cookbook
          ? intl.formatMessage({ id: 'adminCookbooks.delete.title' }, { name: cookbook.name })
          : intl.formatMessage({ id: 'adminCookbooks.delete.titleUnnamed' })
      }
      description={cookbook ? deleteWarning(intl, cookbook) : ''}
      confirmLabel={intl.formatMessage({
        id: remove.isPending ? 'adminCookbooks.delete.deleting' : 'adminCookbooks.delete.confirm',
      })}
      keepOpenOnConfirm
      isConfirmDisabled={remove.isPending}
      onConfirm={() => {
        if (cookbook) remove.mutate(cookbook, { onSettled: onClose });
      }}
    />
  );
}
