import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ChangeMembershipBody } from '#shared/admin/users.schemas';
import { membershipsContracts } from '#shared/admin/memberships.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/**
 * Puts the user in the family with this admin flag (adds the membership or changes its flag);
 * their other families stay.
 */
export function changeMembership(body: ChangeMembershipBody) {
  return call(membershipsContracts.changeMembership, { body });
}

export function useChangeMembership() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: changeMembership,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.familyUpdated'),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.changeFamilyFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
