import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveCookbooksBody } from '#shared/preferences/preferences.schemas';
import { preferencesContracts } from '#shared/preferences/preferences.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';
import { cookbookRolesQueryKey } from '#web/lib/session/cookbook-roles';
import { activeCookbooksQueryKey } from './active-cookbooks';

/** Saves the whole active set at once. */
export function saveActiveCookbooks(body: ActiveCookbooksBody) {
  return call(preferencesContracts.saveActiveCookbooks, { body });
}

/**
 * Saves which cookbooks are active. Inactive cookbooks leave browsing, search and favourites on
 * the server, so the recipe data is refreshed after (product rule: refresh-after-writes); the roles
 * carry isActive too (import offers active cookbooks only).
 */
export function useSaveActiveCookbooks({
  onSuccess,
  onError,
}: MutationCallbacks<ActiveCookbooksBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActiveCookbooks,
    onSuccess: (_data, body) => {
      queryClient.setQueryData<number[]>(activeCookbooksQueryKey, body.cookbookIds);
      onSuccess?.(undefined, body);
    },
    onError: (error, body) => onError?.(error, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activeCookbooksQueryKey }),
        queryClient.invalidateQueries({ queryKey: cookbookRolesQueryKey }),
        invalidateRecipeData(queryClient),
      ]),
  });
}
