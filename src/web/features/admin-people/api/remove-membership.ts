import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { membershipsContracts } from '#shared/admin/memberships.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface RemoveMembershipVariables {
  membershipId: number;
  /**
   * Which screen asked: the Users page says 'Failed to remove user from family: …', the
   * families' Members dialog 'Failed to remove member: …' (product rule: admin-toasts).
   */
  from: 'users' | 'members';
}

/** Removes the user from the family. */
export function removeMembership({ membershipId }: RemoveMembershipVariables) {
  return call(membershipsContracts.removeMembership, { params: { membershipId } });
}

export function useRemoveMembership() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: removeMembership,
    onSuccess: (_data, { from }) =>
      toastDone(
        intl,
        from === 'members'
          ? 'adminPeople.toast.memberRemoved'
          : 'adminPeople.toast.removedFromFamily',
      ),
    onError: (error, { from }) =>
      toastFailure(
        intl,
        from === 'members'
          ? 'adminPeople.toast.removeMemberFailed'
          : 'adminPeople.toast.removeFromFamilyFailed',
        error,
      ),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
