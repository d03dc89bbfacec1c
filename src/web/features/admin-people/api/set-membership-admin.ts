import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  return useMutation({
    mutationFn: setMembershipAdmin,
    onSuccess: (_data, { isAdmin }) =>
      toastDone(
        intl,
        isAdmin ? 'adminPeople.toast.madeFamilyAdmin' : 'adminPeople.toast.adminRemoved',
      ),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.updateRoleFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
