import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pantryContracts } from '#shared/pantry/pantry.contracts';
import type {
  AddedPantryItem,
  PantryItem,
  UpdatePantryItemBody,
} from '#shared/pantry/pantry.schemas';
import type { QueuedPantryChange } from '#shared/pantry/pantry-replay';
import { call } from '#web/lib/api-call';
import { useCurrentUser } from '#web/lib/auth';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import { pantryQueue } from '#web/lib/offline/pantry-queue';
import type { Unnumbered } from '#web/lib/offline/persistent-queue';
import { sendOrQueue } from '#web/lib/offline/send-or-queue';
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
 * Without a network (or while earlier changes wait) the change goes into the device's queue
 * and resolves as null: the pantry shows it at once and the replay sends it
 * (lib/offline, docs/decisions/048).
 */
function usePantryWrite<TVariables, TData>(
  familyId: number,
  change: (variables: TVariables) => PantryChange,
  write: (variables: TVariables, idempotencyKey: string) => Promise<TData>,
  { onSuccess, onError }: MutationCallbacks<TVariables, TData | null>,
) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().id;
  return useMutation({
    mutationFn: (variables: TVariables) => {
      const idempotencyKey = idempotencyKeyFor(variables as object);
      return sendOrQueue(
        pantryQueue,
        { userId, familyId, idempotencyKey, ...change(variables) },
        () => write(variables, idempotencyKey),
      );
    },
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pantryQueryKey(familyId) }),
        queryClient.invalidateQueries({ queryKey: [...shoppingListsQueryRoot, familyId] }),
      ]),
  });
}

/** What a queued change holds besides who made it and its key. */
type PantryChange =
  Unnumbered<QueuedPantryChange> extends infer Change
    ? Change extends unknown
      ? Omit<Change, 'userId' | 'familyId' | 'idempotencyKey'>
      : never
    : never;

export type AddPantryLine = { line: string };

/** Adds a typed line ('2 cans chickpeas'); the server reads it and may add it to an item. */
export function useAddPantryLine(
  familyId: number,
  callbacks: MutationCallbacks<AddPantryLine, AddedPantryItem | null> = {},
) {
  return usePantryWrite(
    familyId,
    ({ line }: AddPantryLine) => ({ kind: 'add', line }),
    (variables, idempotencyKey) =>
      call(pantryContracts.addPantryItem, {
        params: { familyId },
        body: variables,
        idempotencyKey,
      }),
    callbacks,
  );
}

export type PantryItemChange = {
  id: number;
  /** `version`: the one shown, so a change made on a stale view is refused (409). */
  changes: UpdatePantryItemBody & { version: number };
};

export function useUpdatePantryItem(
  familyId: number,
  callbacks: MutationCallbacks<PantryItemChange, PantryItem | null> = {},
) {
  return usePantryWrite(
    familyId,
    ({ id, changes }: PantryItemChange) => ({ kind: 'edit', itemId: id, changes }),
    ({ id, changes }) => call(pantryContracts.updatePantryItem, { params: { id }, body: changes }),
    callbacks,
  );
}

/** +1 / -1 on a counted thing; the server keeps it at zero or above. */
export function useAdjustPantryItem(
  familyId: number,
  callbacks: MutationCallbacks<{ id: number; delta: number }, PantryItem | null> = {},
) {
  return usePantryWrite(
    familyId,
    ({ id, delta }: { id: number; delta: number }) => ({ kind: 'adjust', itemId: id, delta }),
    ({ id, delta }, idempotencyKey) =>
      call(pantryContracts.adjustPantryItem, {
        params: { id },
        body: { delta },
        idempotencyKey,
      }),
    callbacks,
  );
}

export function useRemovePantryItem(
  familyId: number,
  callbacks: MutationCallbacks<PantryItem, undefined | null> = {},
) {
  return usePantryWrite(
    familyId,
    (item: PantryItem) => ({ kind: 'remove', itemId: item.id }),
    (item: PantryItem) => call(pantryContracts.removePantryItem, { params: { id: item.id } }),
    callbacks,
  );
}
