import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPreferences } from '#shared/preferences/preferences.schemas';
import { api } from '../api-client';

export const preferencesQueryKey = ['user', 'preferences'] as const;

export function fetchPreferences(signal?: AbortSignal) {
  return api.get<UserPreferences>('/api/user/preferences', { signal });
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => fetchPreferences(signal),
  });

/** Only call inside the signed-in area. */
export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
