import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StagedRecipe, StageRecipeBody } from '../../../../shared/staging/staging.schemas';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import { stagedRecipesQueryKey } from './staging-query-keys';

/**
 * Puts a recipe in the family's meal planning area. The server takes the user from the
 * session, so no userId is sent (the spec's fixed user id 1 is a defect).
 */
export function stageRecipe(body: StageRecipeBody) {
  return api.post<StagedRecipe>('/api/staged-recipes', body);
}

/** The request plus the recipe's title, for the caller's toasts; only the body is sent. */
export type StageRecipeVariables = StageRecipeBody & { title: string };

export function useStageRecipe({
  onSuccess,
  onError,
}: MutationCallbacks<StageRecipeVariables, StagedRecipe> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title: _title, ...body }: StageRecipeVariables) => stageRecipe(body),
    onSuccess: (data, variables) => onSuccess?.(data, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: (_staged, _error, body) =>
      queryClient.invalidateQueries({ queryKey: stagedRecipesQueryKey(body.familyId) }),
  });
}
