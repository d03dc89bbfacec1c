import { useCallback } from 'react';
import { toast } from '#web/lib/use-toast';
import { useUpdateShoppingItem } from '../api/update-shopping-item';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';

function showCheckFailed() {
  // Core §8: this exact text, whatever the server said.
  toast({
    variant: 'destructive',
    title: 'Error',
    description: 'Failed to update item, please try again',
  });
}

/** Ticking items off, and Reset Checked Items, with the spec's failure toast. */
export function useShoppingItemChecks(familyId: number) {
  const { mutate, mutateAsync } = useUpdateShoppingItem(familyId, { onError: showCheckFailed });

  /** Settles when the write does; a failure is already rolled back and toasted. */
  const toggleItem = useCallback(
    (item: Pick<ShoppingListItem, 'id' | 'checked'>): Promise<void> =>
      mutateAsync({ itemId: item.id, checked: !item.checked }).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );

  /** Core §4: unchecks each checked item with its own request. */
  const resetChecked = useCallback(
    (items: readonly ShoppingListItem[]) => {
      for (const item of items) {
        if (item.checked) mutate({ itemId: item.id, checked: false });
      }
    },
    [mutate],
  );

  return { toggleItem, resetChecked };
}
