import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount } from '#shared/meal-plans/meal-plans.schemas';
import { stagingContracts } from '#shared/staging/staging.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { refreshAfterStagingWrite, stagingMutationKey } from './staging-mutations';

/** DELETE /api/families/{familyId}/staged-recipes: empties the family's planning area. */
export function clearStaging(familyId: number) {
  return call(stagingContracts.clearFamilyStagedRecipes, { params: { familyId } });
}

export interface StagingClear {
  familyId: number;
}

export function useClearStaging({
  onSuccess,
  onError,
}: MutationCallbacks<StagingClear, DeletedCount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: stagingMutationKey,
    mutationFn: ({ familyId }: StagingClear) => clearStaging(familyId),
    onSuccess: (result, clear) => onSuccess?.(result, clear),
    onError: (error, clear) => onError?.(error, clear),
    onSettled: (_result, _error, clear) =>
      refreshAfterStagingWrite(queryClient, clear.familyId, clear),
  });
}
