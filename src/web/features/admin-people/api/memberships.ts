import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipsContracts } from '#shared/admin/memberships.contracts';
import type { Membership } from '#shared/admin/users.schemas';
import { familiesContracts } from '#shared/families/families.contracts';
import { call } from '#web/lib/api-call';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/** A page of memberships. */
export function fetchMemberships(params: ListParams, signal?: AbortSignal) {
  return fetchPage(membershipsContracts.listMemberships, params, signal);
}

export const membershipsQueryOptions = (params: Partial<ListParams> = {}) => {
  const full = listParams(params);
  return queryOptions({
    queryKey: [...adminKeys.memberships, full],
    queryFn: ({ signal }) => fetchMemberships(full, signal),
    ...KEEP_PAGE,
  });
};

export function useMemberships(params: Partial<ListParams> = {}) {
  return useQuery(membershipsQueryOptions(params));
}

/**
 * One family's memberships, for the families page's Members dialog: its members list (which
 * its members and super admins may read), as membership rows.
 */
export const familyMembershipsQueryOptions = (family: { id: number; name: string }) =>
  queryOptions({
    queryKey: [...adminKeys.memberships, 'family', family.id],
    queryFn: async ({ signal }): Promise<Membership[]> => {
      const members = await call(familiesContracts.listFamilyMembers, {
        params: { id: family.id },
        signal,
      });
      return members.map((m) => ({
        id: m.membershipId,
        userId: m.id,
        familyId: family.id,
        isAdmin: m.isFamilyAdmin,
        userName: m.name,
        userEmail: m.email,
        familyName: family.name,
      }));
    },
  });

export function useFamilyMemberships(family: { id: number; name: string }) {
  return useQuery(familyMembershipsQueryOptions(family));
}
