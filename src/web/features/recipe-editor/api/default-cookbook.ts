import { queryOptions, useQuery } from '@tanstack/react-query';
import { familiesContracts } from '#shared/families/families.contracts';
import { call } from '#web/lib/api-call';

export const defaultCookbookQueryKey = (familyId: number) =>
  ['families', familyId, 'default-cookbook'] as const;

/** The family's default cookbook, or null when it has none. */
export function fetchDefaultCookbook(familyId: number, signal?: AbortSignal) {
  return call(familiesContracts.getDefaultCookbook, { params: { id: familyId }, signal });
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
