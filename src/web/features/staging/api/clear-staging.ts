import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount } from '../../../../shared/meal-plans/meal-plans.schemas';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import { invalidateStaged } from './staging-cache';

/** DELETE /api/families/{familyId}/staged-recipes: empties the family's planning area. */
export function clearStaging(familyId: number) {
  return api.delete<DeletedCount>(`/api/families/${familyId}/staged-recipes`);
}

export function useClearStaging({
  onSuccess,
  onError,
}: MutationCallbacks<number, DeletedCount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearStaging,
    onSuccess: (result, familyId) => onSuccess?.(result, familyId),
    onError: (error, familyId) => onError?.(error, familyId),
    onSettled: (_result, _error, familyId) => invalidateStaged(queryClient, familyId),
  });
}
