import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMember } from '#shared/admin/families.schemas';
import type { Membership } from '#shared/admin/users.schemas';
import { api } from '#web/lib/api-client';
import { adminKeys } from './admin-people-keys';
import { fetchPage, KEEP_PAGE, listParams, type ListParams } from './admin-list';

/** GET /api/user-families?search=&limit=&offset=: a page of memberships. */
export function fetchMemberships(params: ListParams, signal?: AbortSignal) {
  return fetchPage<Membership>('/api/user-families', params, signal);
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
 * One family's memberships, for the families page's Members dialog: GET
 * /api/families/{id}/members (its members and super admins may read it), as membership rows.
 */
export const familyMembershipsQueryOptions = (family: { id: number; name: string }) =>
  queryOptions({
    queryKey: [...adminKeys.memberships, 'family', family.id],
    queryFn: async ({ signal }): Promise<Membership[]> => {
      const members = await api.get<FamilyMember[]>(`/api/families/${family.id}/members`, {
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
