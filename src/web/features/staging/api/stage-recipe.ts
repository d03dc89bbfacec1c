import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeBrief } from '#shared/recipes/recipes.schemas';
import type { StagedRecipe, StageRecipeBody } from '#shared/staging/staging.schemas';
import { stagingContracts } from '#shared/staging/staging.contracts';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { cancelStagedQueries, newTempStagedId, putStaged, removeStaged } from './staging-cache';
import { refreshAfterStagingWrite, stagingMutationKey } from './staging-mutations';

/**
 * Puts a recipe or a placeholder in the family's meal planning area. The server takes the
 * user from the session, so no userId is sent (the spec's fixed user id 1 is a defect).
 */
export function stageRecipe(body: StageRecipeBody, idempotencyKey?: string) {
  return call(stagingContracts.stageRecipe, { body, idempotencyKey });
}

/**
 * The request plus, for the caller's toasts and the optimistic card, the title and the recipe
 * (null for a placeholder); only the body is sent.
 */
export type StageRecipeVariables = StageRecipeBody & {
  title: string;
  recipe?: RecipeBrief | null;
};

/**
 * POST /api/staged-recipes; the card shows at once and goes again if the server refuses. The
 * area is refreshed after the last staging write in flight (several picks stage at once).
 */
export function useStageRecipe({
  onSuccess,
  onError,
}: MutationCallbacks<StageRecipeVariables, StagedRecipe> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: stagingMutationKey,
    mutationFn: (variables: StageRecipeVariables) => {
      const { title: _title, recipe: _recipe, ...body } = variables;
      // One key per call of mutate: a double submission of this action stages it once.
      return stageRecipe(body, idempotencyKeyFor(variables));
    },
    onMutate: async (variables) => {
      await cancelStagedQueries(queryClient, variables.familyId);
      const tempId = newTempStagedId();
      putStaged(queryClient, {
        id: tempId,
        familyId: variables.familyId,
        userId: 0,
        recipeId: variables.recipeId ?? null,
        batchCount: variables.batchCount ?? 1,
        isPlaceholder: variables.isPlaceholder === true,
        placeholderData: variables.isPlaceholder
          ? { title: variables.placeholderData?.title ?? variables.title }
          : null,
        createdAt: new Date().toISOString(),
        recipe: variables.recipe ?? null,
      });
      return { tempId };
    },
    onSuccess: (staged, variables, context) => {
      putStaged(queryClient, staged, context.tempId);
      onSuccess?.(staged, variables);
    },
    onError: (error, variables, context) => {
      if (context) removeStaged(queryClient, variables.familyId, context.tempId);
      onError?.(error, variables);
    },
    onSettled: (_staged, _error, variables) =>
      refreshAfterStagingWrite(queryClient, variables.familyId, variables),
  });
}
