import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stagingContracts } from '#shared/staging/staging.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { cancelStagedQueries, putStaged, removeStaged } from './staging-cache';
import {
  refreshAfterStagingWrite,
  stagingMutationKey,
  type StagedWrite,
} from './staging-mutations';

export function removeStagedRecipe(id: number) {
  return call(stagingContracts.unstageRecipe, { params: { id } });
}

/** DELETE /api/staged-recipes/{id}: the card goes at once and only it comes back on failure. */
export function useRemoveStagedRecipe({ onSuccess, onError }: MutationCallbacks<StagedWrite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: stagingMutationKey,
    mutationFn: ({ staged }: StagedWrite) => removeStagedRecipe(staged.id),
    onMutate: async ({ staged }) => {
      await cancelStagedQueries(queryClient, staged.familyId);
      return { index: removeStaged(queryClient, staged.familyId, staged.id) };
    },
    onSuccess: (_result, removal) => onSuccess?.(undefined, removal),
    onError: (error, removal, context) => {
      const index = context && context.index >= 0 ? context.index : undefined;
      putStaged(queryClient, removal.staged, removal.staged.id, index);
      onError?.(error, removal);
    },
    onSettled: (_result, _error, removal) =>
      refreshAfterStagingWrite(queryClient, removal.staged.familyId, removal),
  });
}
