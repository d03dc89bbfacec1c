import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StagedRecipe } from '../../../../shared/staging/staging.schemas';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import { cancelStagedQueries, invalidateStaged, putStaged, removeStaged } from './staging-cache';

export function removeStagedRecipe(id: number) {
  return api.delete(`/api/staged-recipes/${id}`);
}

/** DELETE /api/staged-recipes/{id}: the card goes at once and comes back on failure. */
export function useRemoveStagedRecipe({
  onSuccess,
  onError,
}: MutationCallbacks<StagedRecipe> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staged: StagedRecipe) => removeStagedRecipe(staged.id),
    onMutate: async (staged) => {
      await cancelStagedQueries(queryClient, staged.familyId);
      removeStaged(queryClient, staged.familyId, staged.id);
    },
    onSuccess: (_result, staged) => onSuccess?.(undefined, staged),
    onError: (error, staged) => {
      putStaged(queryClient, staged);
      onError?.(error, staged);
    },
    onSettled: (_result, _error, staged) => invalidateStaged(queryClient, staged.familyId),
  });
}
