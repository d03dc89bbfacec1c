import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  return useMutation({
    mutationFn: changeMembership,
    onSuccess: () => toastDone('Family updated'),
    onError: (error) => toastFailure("Failed to change user's family", error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
