import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '#shared/admin/users.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface UpdateUserVariables {
  userId: number;
  body: UpdateUserBody;
}

/** PATCH /api/admin/users/{id}: name, email and the super admin flag. */
export function updateUser({ userId, body }: UpdateUserVariables) {
  return api.patch<{ id: number }>(`/api/admin/users/${userId}`, body);
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
