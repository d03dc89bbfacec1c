import { queryOptions, useQuery } from '@tanstack/react-query';
import { familiesContracts } from '#shared/families/families.contracts';
import { call } from '../api-call';

export const membershipQueryKey = (userId: number, familyId: number) =>
  ['user-families', 'membership', userId, familyId] as const;

/** Whether the user is a member (and admin) of the family. */
export function fetchMembership(userId: number, familyId: number, signal?: AbortSignal) {
  return call(familiesContracts.getMembershipStatus, { params: { userId, familyId }, signal });
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
