import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipsContracts } from '#shared/admin/memberships.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface SetMembershipAdminVariables {
  membershipId: number;
  isAdmin: boolean;
}

/** Make Admin / Remove Admin on a membership. */
export function setMembershipAdmin({ membershipId, isAdmin }: SetMembershipAdminVariables) {
  return call(membershipsContracts.setMembershipAdmin, {
    params: { membershipId },
    body: { isAdmin },
  });
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
