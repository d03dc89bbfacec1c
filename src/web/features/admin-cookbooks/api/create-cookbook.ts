import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cookbook, CookbookBody } from '#shared/cookbooks/cookbooks.schemas';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { invalidateCookbookData } from '#web/lib/cookbooks-query';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';

/** POST /api/cookbooks (super admins): 201 with the new cookbook. */
export function createCookbook(body: CookbookBody) {
  return call(cookbooksContracts.createCookbook, { body });
}

export function useCreateCookbook({
  onSuccess,
  onError,
}: MutationCallbacks<CookbookBody, Cookbook> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCookbook,
    onSuccess: (cookbook, body) => onSuccess?.(cookbook, body),
    onError: (error, body) => onError?.(error, body),
    onSettled: () => invalidateCookbookData(queryClient),
  });
}
