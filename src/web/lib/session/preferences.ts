import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_MEASUREMENT_SYSTEM,
  type MeasurementSystem,
} from '#shared/measures/measurement-system';
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

/** How amounts read for this user (Settings → Measures); as written until preferences load. */
export function useMeasurementSystem(): MeasurementSystem {
  return usePreferences().data?.measurementSystem ?? DEFAULT_MEASUREMENT_SYSTEM;
}
