import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesContracts } from '#shared/preferences/preferences.contracts';
import type { UpdatePreferencesBody } from '#shared/preferences/preferences.schemas';
import { call } from '../api-call';
import { favoritesQueryKey, recipesQueryRoot } from '../query-keys';
import { preferencesQueryKey } from './preferences';

/** Sends only the changed fields; the server answers with the full preferences. */
export function updatePreferences(body: UpdatePreferencesBody) {
  return call(preferencesContracts.updatePreferences, { body });
}

/**
 * PATCH /api/user/preferences. The answer goes straight into the cache and preferences are
 * refreshed after (product rule: refresh-after-writes). showHiddenRecipes decides which recipes the
 * lists and the favourites carry, so a change to it refreshes those too.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(preferencesQueryKey, preferences);
    },
    onSettled: (_preferences, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
        ...(body.showHiddenRecipes !== undefined
          ? [
              queryClient.invalidateQueries({ queryKey: recipesQueryRoot }),
              queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
            ]
          : []),
      ]),
  });
}
