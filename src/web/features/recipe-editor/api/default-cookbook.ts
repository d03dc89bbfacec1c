import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefaultCookbook } from '#shared/recipes/categories.schemas';
import { api } from '#web/lib/api-client';

export const defaultCookbookQueryKey = (familyId: number) =>
  ['families', familyId, 'default-cookbook'] as const;

/** The family's default cookbook, or null when it has none. */
export function fetchDefaultCookbook(familyId: number, signal?: AbortSignal) {
  return api.get<DefaultCookbook>(`/api/families/${familyId}/default-cookbook`, { signal });
}

export const defaultCookbookQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: defaultCookbookQueryKey(familyId),
    queryFn: ({ signal }) => fetchDefaultCookbook(familyId, signal),
  });

/** Disabled without a family. */
export function useDefaultCookbook(familyId: number | null) {
  return useQuery({ ...defaultCookbookQueryOptions(familyId ?? 0), enabled: familyId !== null });
}
