import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '#shared/admin/users.schemas';
import { adminUsersContracts } from '#shared/admin/users.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface UpdateUserVariables {
  userId: number;
  body: UpdateUserBody;
}

/** Changes a user's name, email and super admin flag. */
export function updateUser({ userId, body }: UpdateUserVariables) {
  return call(adminUsersContracts.updateUser, { params: { id: userId }, body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => toastDone('User updated'),
    onError: (error) => toastFailure('Failed to update user', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
