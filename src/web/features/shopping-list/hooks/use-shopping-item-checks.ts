import { useCallback } from 'react';
import { getServerMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/use-toast';
import { conflictItemOf, useUpdateShoppingItem } from '../api/update-shopping-item';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';

/** The server's ITEM_CHANGED_MESSAGE, for a body without one (the schemas module is zod's). */
const CHANGED_FALLBACK = 'This item was changed on another device meanwhile';

function showCheckFailed(error: unknown) {
  if (conflictItemOf(error)) {
    // Not a failure to retry: the row now shows what the other device did, highlighted.
    toast({
      title: 'Changed on another device',
      description: getServerMessage(error) ?? CHANGED_FALLBACK,
    });
    return;
  }
  // This exact text (product rule: shopping-check), whatever the server said (a 404 too: the list
  // was regenerated, and the refresh after the write shows the new one).
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
