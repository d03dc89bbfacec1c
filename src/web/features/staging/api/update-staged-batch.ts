import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StagedRecipe,
  UpdateStagedRecipeBody,
} from '../../../../shared/staging/staging.schemas';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import { cancelStagedQueries, invalidateStaged, putStaged } from './staging-cache';

export function updateStagedBatch(id: number, batchCount: number) {
  const body: UpdateStagedRecipeBody = { batchCount };
  return api.patch<StagedRecipe>(`/api/staged-recipes/${id}`, body);
}

export interface BatchChange {
  staged: StagedRecipe;
  batchCount: number;
}

/** PATCH /api/staged-recipes/{id} {batchCount}, shown at once and put back on failure. */
export function useUpdateStagedBatch({
  onSuccess,
  onError,
}: MutationCallbacks<BatchChange, StagedRecipe> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staged, batchCount }: BatchChange) => updateStagedBatch(staged.id, batchCount),
    onMutate: async ({ staged, batchCount }) => {
      await cancelStagedQueries(queryClient, staged.familyId);
      putStaged(queryClient, { ...staged, batchCount });
    },
    onSuccess: (updated, change) => onSuccess?.(updated, change),
    onError: (error, change) => {
      putStaged(queryClient, change.staged);
      onError?.(error, change);
    },
    onSettled: (_updated, _error, { staged }) => invalidateStaged(queryClient, staged.familyId),
  });
}
