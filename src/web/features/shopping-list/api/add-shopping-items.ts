import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { invalidateShoppingLists } from '#web/lib/shopping-list-cache';
import { weeklyShoppingListQueryKey } from './shopping-list-query-keys';

export interface AddItemsRequest {
  familyId: number;
  weekStartDate: string;
  lines: string[];
}

/**
 * Lines added by hand to the week's list (product rule: added-items); the server reads each
 * and answers the week as GET …/weekly-shopping-list shows it (a week without a list got one).
 */
export function addShoppingItems(
  { familyId, weekStartDate, lines }: AddItemsRequest,
  idempotencyKey?: string,
) {
  return call(shoppingListsContracts.addShoppingListItems, {
    params: { familyId },
    body: { weekStartDate, lines },
    idempotencyKey,
  });
}

/**
 * The answer goes straight into the week's cache; a failure reads the week again. One
 * Idempotency-Key per Enter, so a retried request adds nothing twice.
 */
export function useAddShoppingItems({
  onSuccess,
  onError,
}: MutationCallbacks<AddItemsRequest, WeeklyShoppingList> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddItemsRequest) => addShoppingItems(request, idempotencyKeyFor(request)),
    onSuccess: (weekly, request) => {
      queryClient.setQueryData(
        weeklyShoppingListQueryKey(request.familyId, request.weekStartDate),
        weekly,
      );
      onSuccess?.(weekly, request);
    },
    onError: (error, request) => {
      onError?.(error, request);
      return invalidateShoppingLists(queryClient, request.familyId);
    },
  });
}
