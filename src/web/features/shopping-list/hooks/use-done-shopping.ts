import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ShoppingList } from '#shared/shopping/shopping-lists.schemas';
import { toast } from '#web/lib/use-toast';
import { useStockPantry } from '../api/stock-pantry';

/** Ticked and not yet in the pantry: what Done Shopping would add. */
export const isBoughtNotStocked = (item: ShoppingList['items'][number]) =>
  item.checked && item.stockedAt === null;

/**
 * Done Shopping for the shown list, with its toasts (product rule: bought-to-pantry): '3 items
 * added to the pantry', or that nothing was new (another device was first).
 */
export function useDoneShopping(familyId: number, list: ShoppingList | null) {
  const intl = useIntl();
  const mutation = useStockPantry({
    onSuccess: ({ added }) =>
      toast({
        title:
          added.length > 0
            ? intl.formatMessage({ id: 'shopping.pantry.stocked' }, { count: added.length })
            : intl.formatMessage({ id: 'shopping.pantry.nothingStocked' }),
      }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'shopping.toast.error' }),
        description: intl.formatMessage({ id: 'shopping.pantry.stockFailed' }),
      }),
  });
  const { mutate } = mutation;
  const listId = list?.id;
  const doneShopping = useCallback(() => {
    if (listId !== undefined) mutate({ familyId, shoppingListId: listId });
  }, [mutate, familyId, listId]);
  return {
    doneShopping,
    canStock: list?.items.some(isBoughtNotStocked) ?? false,
    isStocking: mutation.isPending,
  };
}
