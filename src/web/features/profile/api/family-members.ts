import { queryOptions, useQuery } from '@tanstack/react-query';
import { familiesContracts } from '#shared/families/families.contracts';
import { call } from '#web/lib/api-call';
import { familyMembersQueryKey } from '#web/lib/query-keys';

/** The family's members with their admin flag. */
export function fetchFamilyMembers(familyId: number, signal?: AbortSignal) {
  return call(familiesContracts.listFamilyMembers, { params: { id: familyId }, signal });
}

export const familyMembersQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: familyMembersQueryKey(familyId),
    queryFn: ({ signal }) => fetchFamilyMembers(familyId, signal),
  });

/** Disabled without a family. */
export function useFamilyMembers(familyId: number | null) {
  return useQuery({ ...familyMembersQueryOptions(familyId ?? 0), enabled: familyId !== null });
}
