import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '#shared/admin/families.schemas';
import { api } from '#web/lib/api-client';
import { familyMembersQueryKey } from '#web/lib/query-keys';

/** GET /api/families/{id}/members: the family's members with their admin flag. */
export function fetchFamilyMembers(familyId: number, signal?: AbortSignal) {
  return api.get<FamilyMember[]>(`/api/families/${familyId}/members`, { signal });
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
