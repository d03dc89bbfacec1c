import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StagedRecipe, UpdateStagedRecipeBody } from '#shared/staging/staging.schemas';
import { stagingContracts } from '#shared/staging/staging.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { cancelStagedQueries, findStaged, putStaged } from './staging-cache';
import {
  refreshAfterStagingWrite,
  stagedWriteScope,
  stagingMutationKey,
  type StagedWrite,
} from './staging-mutations';

export function updateStagedBatch(id: number, batchCount: number) {
  const body: UpdateStagedRecipeBody = { batchCount };
  return call(stagingContracts.updateStagedRecipe, { params: { id }, body });
}

export interface BatchChange extends StagedWrite {
  batchCount: number;
}

/**
 * PATCH /api/staged-recipes/{id} {batchCount}, shown at once; a failure puts back this item's
 * count only. `stagedId`: the one card this stepper belongs to. Its clicks then reach the
 * server one after another (TanStack Query's mutation scope): every click counts, two changes
 * of one item are never in flight together, and the last click is what the server keeps.
 */
export function useUpdateStagedBatch({
  onSuccess,
  onError,
  stagedId,
}: MutationCallbacks<BatchChange, StagedRecipe> & { stagedId?: number } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: stagingMutationKey,
    ...(stagedId !== undefined && { scope: stagedWriteScope(stagedId) }),
    mutationFn: ({ staged, batchCount }: BatchChange) => updateStagedBatch(staged.id, batchCount),
    onMutate: async ({ staged, batchCount }): Promise<{ previous: StagedRecipe }> => {
      await cancelStagedQueries(queryClient, staged.familyId);
      const previous = findStaged(queryClient, staged.familyId, staged.id) ?? staged;
      putStaged(queryClient, { ...previous, batchCount });
      return { previous };
    },
    onSuccess: (updated, change) => onSuccess?.(updated, change),
    onError: (error, change, context) => {
      putStaged(queryClient, context?.previous ?? change.staged);
      onError?.(error, change);
    },
    onSettled: (_updated, _error, change) =>
      refreshAfterStagingWrite(queryClient, change.staged.familyId, change),
  });
}
