import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cookbook, CookbookDeleteResult } from '#shared/cookbooks/cookbooks.schemas';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { invalidateCookbookData } from '#web/lib/cookbooks-query';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';

/**
 * DELETE /api/cookbooks/{id} (super admins): its recipes go with it and the plans that used them
 * become placeholders; a family's default cookbook answers 409.
 */
export function deleteCookbook(cookbookId: number) {
  return call(cookbooksContracts.deleteCookbook, { params: { id: cookbookId } });
}

/** The cookbook as listed rides along for the caller's toasts; only its id is sent. */
export function useDeleteCookbook({
  onSuccess,
  onError,
}: MutationCallbacks<Cookbook, CookbookDeleteResult> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cookbook: Cookbook) => deleteCookbook(cookbook.id),
    onSuccess: (result, cookbook) => onSuccess?.(result, cookbook),
    onError: (error, cookbook) => onError?.(error, cookbook),
    onSettled: () =>
      Promise.all([invalidateCookbookData(queryClient), invalidateRecipeData(queryClient)]),
  });
}
