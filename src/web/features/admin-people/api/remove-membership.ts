import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface RemoveMembershipVariables {
  membershipId: number;
  /**
   * Which screen asked: the Users page says 'Failed to remove user from family', the
   * families' Members dialog 'Failed to remove member' (spec 2 §8).
   */
  from: 'users' | 'members';
}

/** DELETE /api/admin/user-families/{membershipId} (204). */
export function removeMembership({ membershipId }: RemoveMembershipVariables) {
  return api.delete(`/api/admin/user-families/${membershipId}`);
}

export function useRemoveMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMembership,
    onSuccess: (_data, { from }) =>
      toastDone(from === 'members' ? 'Member removed' : 'Removed from family'),
    onError: (error, { from }) =>
      toastFailure(
        from === 'members' ? 'Failed to remove member' : 'Failed to remove user from family',
        error,
      ),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
