import type { QueryClient } from '@tanstack/react-query';
import { familyShoppingListsQueryKey } from './shopping-list-query-keys';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

/**
 * Edits of the cached weekly lists. An item belongs to one list, but which cached week holds
 * it is not known to a row's toggle, so edits go through every cached week of the family.
 */

export function cancelShoppingListQueries(queryClient: QueryClient, familyId: number) {
  return queryClient.cancelQueries({ queryKey: familyShoppingListsQueryKey(familyId) });
}

export function invalidateShoppingLists(queryClient: QueryClient, familyId: number) {
  return queryClient.invalidateQueries({ queryKey: familyShoppingListsQueryKey(familyId) });
}

/** Sets one item's `checked` wherever it is cached. */
export function setCachedItemChecked(
  queryClient: QueryClient,
  familyId: number,
  itemId: number,
  checked: boolean,
) {
  queryClient.setQueriesData<WeeklyShoppingList>(
    { queryKey: familyShoppingListsQueryKey(familyId) },
    (weekly) => {
      if (!weekly?.shoppingList?.items.some((item) => item.id === itemId)) return weekly;
      const items = weekly.shoppingList.items.map((item) =>
        item.id === itemId ? { ...item, checked } : item,
      );
      return { ...weekly, shoppingList: { ...weekly.shoppingList, items } };
    },
  );
}
