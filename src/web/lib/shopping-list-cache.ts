import type { QueryClient } from '@tanstack/react-query';
import { shoppingListsQueryRoot } from './query-keys';
import type { ShoppingListItem, WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';

/**
 * Edits of the cached weekly lists: a row's tick, and a replayed offline tick's answer
 * (lib/offline). An item belongs to one list, but which cached week holds it is not known to a
 * row's toggle, so edits go through every cached week of the family.
 */
const familyShoppingListsQueryKey = (familyId: number) =>
  [...shoppingListsQueryRoot, familyId] as const;

export function cancelShoppingListQueries(queryClient: QueryClient, familyId: number) {
  return queryClient.cancelQueries({ queryKey: familyShoppingListsQueryKey(familyId) });
}

export function invalidateShoppingLists(queryClient: QueryClient, familyId: number) {
  return queryClient.invalidateQueries({ queryKey: familyShoppingListsQueryKey(familyId) });
}

function updateCachedItem(
  queryClient: QueryClient,
  familyId: number,
  itemId: number,
  update: (item: ShoppingListItem) => ShoppingListItem,
) {
  queryClient.setQueriesData<WeeklyShoppingList>(
    { queryKey: familyShoppingListsQueryKey(familyId) },
    (weekly) => {
      if (!weekly?.shoppingList?.items.some((item) => item.id === itemId)) return weekly;
      const items = weekly.shoppingList.items.map((item) =>
        item.id === itemId ? update(item) : item,
      );
      return { ...weekly, shoppingList: { ...weekly.shoppingList, items } };
    },
  );
}

/** Sets one item's `checked` wherever it is cached (an optimistic tick, or its rollback). */
export function setCachedItemChecked(
  queryClient: QueryClient,
  familyId: number,
  itemId: number,
  checked: boolean,
) {
  updateCachedItem(queryClient, familyId, itemId, (item) => ({ ...item, checked }));
}

/**
 * Puts the server's word on an item (a write's answer, or the item a 409 carried): its
 * version, and its mark unless `keepChecked` (a later tick of this tab is still on its way
 * and shows its own). A version older than the cached one (a notice from the event stream
 * came first) changes nothing.
 */
export function setCachedItemState(
  queryClient: QueryClient,
  familyId: number,
  state: Pick<ShoppingListItem, 'id' | 'checked' | 'version'>,
  { keepChecked = false } = {},
) {
  updateCachedItem(queryClient, familyId, state.id, (item) =>
    item.version > state.version
      ? item
      : { ...item, version: state.version, checked: keepChecked ? item.checked : state.checked },
  );
}
