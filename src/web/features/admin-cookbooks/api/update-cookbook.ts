import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cookbook, CookbookBody } from '#shared/cookbooks/cookbooks.schemas';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { invalidateCookbookData } from '#web/lib/cookbooks-query';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';

export interface UpdateCookbookVariables {
  cookbookId: number;
  body: CookbookBody;
}

/** PATCH /api/cookbooks/{id} (super admins): the same fields as create. */
export function updateCookbook({ cookbookId, body }: UpdateCookbookVariables) {
  return call(cookbooksContracts.updateCookbook, { params: { id: cookbookId }, body });
}

/** A changed name or visibility shows in the recipe lists too, so they are refreshed. */
export function useUpdateCookbook({
  onSuccess,
  onError,
}: MutationCallbacks<UpdateCookbookVariables, Cookbook> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCookbook,
    onSuccess: (cookbook, variables) => onSuccess?.(cookbook, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () =>
      Promise.all([invalidateCookbookData(queryClient), invalidateRecipeData(queryClient)]),
  });
}
