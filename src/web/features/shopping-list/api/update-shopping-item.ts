import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import {
  cancelShoppingListQueries,
  invalidateShoppingLists,
  setCachedItemChecked,
} from './shopping-list-cache';
import type {
  ShoppingListItem,
  UpdateShoppingListItemBody,
} from '#shared/shopping/shopping-lists.schemas';

export interface ItemCheck {
  itemId: number;
  checked: boolean;
}

/** Every item write shares this key, so each can tell whether others are in flight. */
export const shoppingItemMutationKey = ['shopping-item-write'] as const;

/** PATCH /api/shopping-list-items/{id} {checked}: one item, nothing else (issue 5). */
export function updateShoppingItem({ itemId, checked }: ItemCheck) {
  const body: UpdateShoppingListItemBody = { checked };
  return api.patch<ShoppingListItem>(`/api/shopping-list-items/${itemId}`, body);
}

/**
 * Checks or unchecks an item (core §4): applied optimistically, rolled back on failure and
 * refreshed afterwards. The rollback puts back this item only, so several ticks in flight
 * (Reset Checked Items sends one per item) cannot undo each other; the refresh waits for the
 * last of them, since an earlier refetch would wipe the optimistic ticks still on their way.
 */
export function useUpdateShoppingItem(
  familyId: number,
  { onSuccess, onError }: MutationCallbacks<ItemCheck, ShoppingListItem> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingItemMutationKey,
    mutationFn: updateShoppingItem,
    onMutate: async ({ itemId, checked }) => {
      await cancelShoppingListQueries(queryClient, familyId);
      setCachedItemChecked(queryClient, familyId, itemId, checked);
    },
    onError: (error, variables) => {
      setCachedItemChecked(queryClient, familyId, variables.itemId, !variables.checked);
      onError?.(error, variables);
    },
    onSuccess: (item, variables) => onSuccess?.(item, variables),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: shoppingItemMutationKey }) > 1) return;
      return invalidateShoppingLists(queryClient, familyId);
    },
  });
}
