import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipStatus } from '#shared/families/families.schemas';
import { api } from '../api-client';

export const membershipQueryKey = (userId: number, familyId: number) =>
  ['user-families', 'membership', userId, familyId] as const;

/** Whether the user is a member (and admin) of the family. */
export function fetchMembership(userId: number, familyId: number, signal?: AbortSignal) {
  return api.get<MembershipStatus>(`/api/user-families/user/${userId}/family/${familyId}`, {
    signal,
  });
}

export const membershipQueryOptions = (userId: number, familyId: number) =>
  queryOptions({
    queryKey: membershipQueryKey(userId, familyId),
    queryFn: ({ signal }) => fetchMembership(userId, familyId, signal),
  });

/** Disabled until both ids are known. */
export function useMembership(
  userId: number | null | undefined,
  familyId: number | null | undefined,
) {
  return useQuery({
    ...membershipQueryOptions(userId ?? 0, familyId ?? 0),
    enabled: Boolean(userId) && Boolean(familyId),
  });
}
