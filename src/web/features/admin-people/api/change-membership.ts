import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeMembershipBody } from '#shared/admin/users.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/**
 * PUT /api/admin/user-families/change: puts the user in the family with this admin flag (adds
 * the membership or changes its flag); their other families stay.
 */
export function changeMembership(body: ChangeMembershipBody) {
  return api.put('/api/admin/user-families/change', body);
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
