import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  UpdatePreferencesBody,
  UserPreferences,
} from '../../../../shared/preferences/preferences.schemas';
import { api } from '../../../lib/api-client';
import { preferencesQueryKey } from './preferences';

/** Sends only the changed fields; the server answers with the full preferences. */
export function updatePreferences(body: UpdatePreferencesBody) {
  return api.patch<UserPreferences>('/api/user/preferences', body);
}

/**
 * PATCH /api/user/preferences. The answer goes straight into the cache and preferences are
 * refreshed after (spec §7). Pages that show data depending on a preference (e.g. hidden
 * recipes) invalidate their own queries in the `mutate(..., { onSuccess })` callback.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(preferencesQueryKey, preferences);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  });
}
