import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import type { StockedPantry } from '#shared/shopping/shopping-lists.schemas';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { pantryQueryKey } from '#web/lib/query-keys';
import { invalidateShoppingLists } from '#web/lib/shopping-list-cache';

export interface StockPantryRequest {
  familyId: number;
  shoppingListId: number;
}

/**
 * Done Shopping (product rule: bought-to-pantry): the list's ticked items go to the pantry,
 * each once. The Idempotency-Key of the tap makes a retried request answer what the first
 * one added.
 */
export function stockPantry({ shoppingListId }: StockPantryRequest, idempotencyKey?: string) {
  return call(shoppingListsContracts.stockPantry, {
    params: { id: shoppingListId },
    idempotencyKey,
  });
}

/** Afterwards the week's lists (items now in the pantry) and the pantry are read again. */
export function useStockPantry({
  onSuccess,
  onError,
}: MutationCallbacks<StockPantryRequest, StockedPantry> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StockPantryRequest) => stockPantry(request, idempotencyKeyFor(request)),
    onSuccess: (stocked, request) => onSuccess?.(stocked, request),
    onError: (error, request) => onError?.(error, request),
    onSettled: (_data, _error, { familyId }) =>
      Promise.all([
        invalidateShoppingLists(queryClient, familyId),
        queryClient.invalidateQueries({ queryKey: pantryQueryKey(familyId) }),
      ]),
  });
}
