import {
  onlineManager,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import { call } from '#web/lib/api-call';
import { useCurrentUser } from '#web/lib/auth';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import { sendOrQueue } from '#web/lib/offline/send-or-queue';
import { tickQueue } from '#web/lib/offline/tick-queue';
import { conflictItemOf } from '#web/lib/shopping-item-conflict';
import { markRecentlyChanged, shoppingItemChangeKey } from '#web/lib/live-events/recent-changes';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { shoppingItemMutationKey } from '#web/lib/query-keys';
import {
  cancelShoppingListQueries,
  invalidateShoppingLists,
  setCachedItemChecked,
  setCachedItemState,
} from '#web/lib/shopping-list-cache';
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
export function updateShoppingItem(
  { itemId, checked, version }: ItemCheck,
  idempotencyKey?: string,
) {
  const body: UpdateShoppingListItemBody = { checked, version };
  return call(shoppingListsContracts.updateShoppingListItem, {
    params: { id: itemId },
    body,
    idempotencyKey,
  });
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
  // The key the tick is queued with too, if this request gets no answer (lib/offline).
  const key = idempotencyKeyFor(check);
  const sent = before
    ? before.then((answered) =>
        updateShoppingItem({ ...check, version: Math.max(check.version, answered ?? 0) }, key),
      )
    : updateShoppingItem(check, key);
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
 * the server's answer (mark and version). Without a network the tick is queued on the device
 * and the row keeps showing it (lib/offline/send-or-queue.ts): the mutation runs offline
 * too (`networkMode: 'always'`) instead of waiting for a network that may not come back while
 * the tab is open. A 409 (another device changed it first) shows the item as
 * the server has it now, highlighted; other failures roll this item back. The rollback touches
 * this item only, so several ticks in flight (Reset Checked Items sends one per item) cannot
 * undo each other; the refresh waits for the last of them, since an earlier refetch would
 * wipe the optimistic ticks still on their way.
 */
export function useUpdateShoppingItem(
  familyId: number,
  { onSuccess, onError }: MutationCallbacks<ItemCheck, ShoppingListItem | null> = {},
) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().id;
  return useMutation({
    mutationKey: shoppingItemMutationKey,
    networkMode: 'always',
    mutationFn: (check: ItemCheck) =>
      sendOrQueue(
        tickQueue,
        { userId, familyId, ...check, idempotencyKey: idempotencyKeyFor(check) },
        () => updateShoppingItemInTurn(queryClient, check),
      ),
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
      // Queued (null): the row keeps the tick until the replay answers for it.
      if (item) {
        setCachedItemState(queryClient, familyId, item, {
          keepChecked: hasLaterWrite(queryClient, variables),
        });
      }
      onSuccess?.(item, variables);
    },
    onSettled: (item) => {
      if (item === null || !onlineManager.isOnline()) return;
      if (queryClient.isMutating({ mutationKey: shoppingItemMutationKey }) > 1) return;
      return invalidateShoppingLists(queryClient, familyId);
    },
  });
}
