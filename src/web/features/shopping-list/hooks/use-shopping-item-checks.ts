import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { toast } from '#web/lib/use-toast';
import { conflictItemOf } from '#web/lib/shopping-item-conflict';
import { useUpdateShoppingItem } from '../api/update-shopping-item';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';

function showCheckFailed(intl: IntlShape, error: unknown) {
  if (conflictItemOf(error)) {
    // Not a failure to retry: the row now shows what the other device did, highlighted. The
    // text is the server's ITEM_CHANGED_MESSAGE (a 409 with the item means just that), in the
    // reader's language.
    toast({
      title: intl.formatMessage({ id: 'shopping.toast.changedElsewhere' }),
      description: intl.formatMessage({ id: 'shopping.toast.changedElsewhereDescription' }),
    });
    return;
  }
  // This exact text (product rule: shopping-check), whatever the server said (a 404 too: the list
  // was regenerated, and the refresh after the write shows the new one).
  toast({
    variant: 'destructive',
    title: intl.formatMessage({ id: 'shopping.toast.error' }),
    description: intl.formatMessage({ id: 'shopping.toast.updateItemFailed' }),
  });
}

/** Ticking items off, and Reset Checked Items, with the spec's failure toast. */
export function useShoppingItemChecks(familyId: number) {
  const intl = useIntl();
  const { mutate, mutateAsync } = useUpdateShoppingItem(familyId, {
    onError: (error) => showCheckFailed(intl, error),
  });

  /** Settles when the write does; a failure is already rolled back and toasted. */
  const toggleItem = useCallback(
    (item: Pick<ShoppingListItem, 'id' | 'checked' | 'version'>): Promise<void> =>
      mutateAsync({ itemId: item.id, checked: !item.checked, version: item.version }).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );

  /** Unchecks each checked item with its own request (product rule: shopping-footer). */
  const resetChecked = useCallback(
    (items: readonly ShoppingListItem[]) => {
      for (const item of items) {
        if (item.checked) mutate({ itemId: item.id, checked: false, version: item.version });
      }
    },
    [mutate],
  );

  return { toggleItem, resetChecked };
}
