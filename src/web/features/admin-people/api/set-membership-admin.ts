import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface SetMembershipAdminVariables {
  membershipId: number;
  isAdmin: boolean;
}

/** PATCH /api/admin/user-families/{membershipId}: Make Admin / Remove Admin. */
export function setMembershipAdmin({ membershipId, isAdmin }: SetMembershipAdminVariables) {
  return api.patch(`/api/admin/user-families/${membershipId}`, { isAdmin });
}

export function useSetMembershipAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMembershipAdmin,
    onSuccess: (_data, { isAdmin }) => toastDone(isAdmin ? 'Made family admin' : 'Admin removed'),
    onError: (error) => toastFailure('Failed to update user role', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
