import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pantryContracts } from '#shared/pantry/pantry.contracts';
import type {
  AddedPantryItem,
  PantryItem,
  UpdatePantryItemBody,
} from '#shared/pantry/pantry.schemas';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { pantryQueryKey, shoppingListsQueryRoot } from '#web/lib/query-keys';

/** The family's pantry, by aisle, then name (product rule: pantry-order). */
export const pantryQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: pantryQueryKey(familyId),
    queryFn: ({ signal }) => call(pantryContracts.listPantry, { params: { familyId }, signal }),
  });

export function usePantry(familyId: number | null) {
  return useQuery({ ...pantryQueryOptions(familyId ?? 0), enabled: familyId !== null });
}

/**
 * After any pantry write: the pantry, and the family's lists (they subtract the pantry, so the
 * server now calls them out of date). Other devices hear of it through the 'pantry' notice.
 */
function usePantryWrite<TVariables, TData>(
  familyId: number,
  write: (variables: TVariables) => Promise<TData>,
  { onSuccess, onError }: MutationCallbacks<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pantryQueryKey(familyId) }),
        queryClient.invalidateQueries({ queryKey: [...shoppingListsQueryRoot, familyId] }),
      ]),
  });
}

export type AddPantryLine = { line: string; isStaple?: boolean };

/** Adds a typed line ('2 cans chickpeas'); the server reads it and may add it to an item. */
export function useAddPantryLine(
  familyId: number,
  callbacks: MutationCallbacks<AddPantryLine, AddedPantryItem> = {},
) {
  return usePantryWrite(
    familyId,
    (variables: AddPantryLine) =>
      call(pantryContracts.addPantryItem, {
        params: { familyId },
        body: variables,
        idempotencyKey: idempotencyKeyFor(variables),
      }),
    callbacks,
  );
}

export type PantryItemChange = { id: number; changes: UpdatePantryItemBody };

export function useUpdatePantryItem(
  familyId: number,
  callbacks: MutationCallbacks<PantryItemChange, PantryItem> = {},
) {
  return usePantryWrite(
    familyId,
    ({ id, changes }: PantryItemChange) =>
      call(pantryContracts.updatePantryItem, { params: { id }, body: changes }),
    callbacks,
  );
}

/** +1 / -1 on a counted thing; the server keeps it at zero or above. */
export function useAdjustPantryItem(
  familyId: number,
  callbacks: MutationCallbacks<{ id: number; delta: number }, PantryItem> = {},
) {
  return usePantryWrite(
    familyId,
    ({ id, delta }: { id: number; delta: number }) =>
      call(pantryContracts.adjustPantryItem, { params: { id }, body: { delta } }),
    callbacks,
  );
}

export function useRemovePantryItem(
  familyId: number,
  callbacks: MutationCallbacks<PantryItem, undefined> = {},
) {
  return usePantryWrite(
    familyId,
    (item: PantryItem) => call(pantryContracts.removePantryItem, { params: { id: item.id } }),
    callbacks,
  );
}
