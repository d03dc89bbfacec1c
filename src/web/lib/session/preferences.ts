import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesContracts } from '#shared/preferences/preferences.contracts';
import { call } from '../api-call';

export const preferencesQueryKey = ['user', 'preferences'] as const;

export function fetchPreferences(signal?: AbortSignal) {
  return call(preferencesContracts.getPreferences, { signal });
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
