import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetUserFamilyBody } from '#shared/admin/users.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface SetUserFamilyVariables {
  userId: number;
  body: SetUserFamilyBody;
}

/**
 * PUT /api/admin/users/{id}/family: the user's families become exactly this one, or none
 * when familyId is null.
 */
export function setUserFamily({ userId, body }: SetUserFamilyVariables) {
  return api.put(`/api/admin/users/${userId}/family`, body);
}

export function useSetUserFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserFamily,
    onSuccess: (_data, { body }) =>
      toastDone(body.familyId === null ? 'Removed from all families' : 'Family assignment updated'),
    onError: (error) => toastFailure('Failed to update family assignment', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
