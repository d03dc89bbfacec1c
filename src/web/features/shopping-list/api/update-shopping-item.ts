import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import { call } from '#web/lib/api-call';
import { isApiError } from '#web/lib/api-client';
import { markRecentlyChanged, shoppingItemChangeKey } from '#web/lib/live-events/recent-changes';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { shoppingItemMutationKey } from '#web/lib/query-keys';
import {
  cancelShoppingListQueries,
  invalidateShoppingLists,
  setCachedItemChecked,
  setCachedItemState,
} from './shopping-list-cache';
import type {
  ShoppingListItem,
  UpdateShoppingListItemBody,
} from '#shared/shopping/shopping-lists.schemas';

export interface ItemCheck {
  itemId: number;
  checked: boolean;
  /**
   * The item's version as this tab last saw it (product rule: item-versions); an older one than the
   * server's is refused.
   */
  version: number;
}

/**
 * PATCH /api/shopping-list-items/{id} {checked, version}: one item, nothing else
 * (product rule: shopping-from-plans).
 */
export function updateShoppingItem({ itemId, checked, version }: ItemCheck) {
  const body: UpdateShoppingListItemBody = { checked, version };
  return call(shoppingListsContracts.updateShoppingListItem, { params: { id: itemId }, body });
}

/**
 * Per QueryClient (the tab's one; each test's own) and item, the last write, resolving to the
 * version it left (undefined: it failed).
 */
const lastWritesOf = new WeakMap<QueryClient, Map<number, Promise<number | undefined>>>();

/**
 * Sends a check after this tab's earlier write of the same item, with the version that one
 * answered: a quick tick-untick sent at once would carry the version the row showed and be
 * refused as stale (409), though only this tab changed the item. After a failed write the
 * later one keeps its own version: if another device was first, it is refused too.
 */
export function updateShoppingItemInTurn(
  queryClient: QueryClient,
  check: ItemCheck,
): Promise<ShoppingListItem> {
  const lastWrites =
    lastWritesOf.get(queryClient) ?? new Map<number, Promise<number | undefined>>();
  lastWritesOf.set(queryClient, lastWrites);
  const before = lastWrites.get(check.itemId);
  const sent = before
    ? before.then((answered) =>
        updateShoppingItem({ ...check, version: Math.max(check.version, answered ?? 0) }),
      )
    : updateShoppingItem(check);
  const settled = sent.then(
    (item) => item.version,
    () => undefined,
  );
  lastWrites.set(check.itemId, settled);
  void settled.then(() => {
    if (lastWrites.get(check.itemId) === settled) lastWrites.delete(check.itemId);
  });
  return sent;
}

/**
 * The item as it is now, from a 409's body `{ code, message, item }`: lib/api-client's
 * ApiError keeps the parsed body; a plain `Error("409: {body}")` is read from its message.
 * Null for any other failure, or a body without a usable item.
 */
export function conflictItemOf(
  error: unknown,
): Pick<ShoppingListItem, 'id' | 'checked' | 'version'> | null {
  let body: unknown = null;
  if (isApiError(error)) {
    if (error.status !== 409) return null;
    body = error.body;
  } else if (error instanceof Error && error.message.startsWith('409: ')) {
    try {
      body = JSON.parse(error.message.slice('409: '.length));
    } catch {
      return null;
    }
  }
  const item = typeof body === 'object' && body !== null ? (body as { item?: unknown }).item : null;
  if (typeof item !== 'object' || item === null) return null;
  const { id, checked, version } = item as Record<string, unknown>;
  if (typeof id !== 'number' || typeof checked !== 'boolean' || typeof version !== 'number') {
    return null;
  }
  return { id, checked, version };
}

/** Another tick of the same item by this tab is still waiting for its answer. */
function hasLaterWrite(queryClient: QueryClient, check: ItemCheck) {
  return (
    queryClient.isMutating({
      mutationKey: shoppingItemMutationKey,
      predicate: (mutation) => {
        const variables = mutation.state.variables as ItemCheck | undefined;
        return variables !== check && variables?.itemId === check.itemId;
      },
    }) > 0
  );
}

/**
 * Checks or unchecks an item (product rule: shopping-check): applied optimistically, then set to
 * the server's answer (mark and version). A 409 (another device changed it first) shows the item as
 * the server has it now, highlighted; other failures roll this item back. The rollback touches
 * this item only, so several ticks in flight (Reset Checked Items sends one per item) cannot
 * undo each other; the refresh waits for the last of them, since an earlier refetch would
 * wipe the optimistic ticks still on their way.
 */
export function useUpdateShoppingItem(
  familyId: number,
  { onSuccess, onError }: MutationCallbacks<ItemCheck, ShoppingListItem> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: shoppingItemMutationKey,
    mutationFn: (check: ItemCheck) => updateShoppingItemInTurn(queryClient, check),
    onMutate: async ({ itemId, checked }) => {
      await cancelShoppingListQueries(queryClient, familyId);
      setCachedItemChecked(queryClient, familyId, itemId, checked);
    },
    onError: (error, variables) => {
      const current = conflictItemOf(error);
      if (current?.id === variables.itemId) {
        setCachedItemState(queryClient, familyId, current);
        markRecentlyChanged(shoppingItemChangeKey(current.id));
      } else {
        setCachedItemChecked(queryClient, familyId, variables.itemId, !variables.checked);
      }
      onError?.(error, variables);
    },
    onSuccess: (item, variables) => {
      setCachedItemState(queryClient, familyId, item, {
        keepChecked: hasLaterWrite(queryClient, variables),
      });
      onSuccess?.(item, variables);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: shoppingItemMutationKey }) > 1) return;
      return invalidateShoppingLists(queryClient, familyId);
    },
  });
}
