import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { toastDone, toastServerError } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/** DELETE /api/roles/{id} (204); the last super admin role answers 409. */
export function deleteRole(roleId: number) {
  return api.delete(`/api/roles/${roleId}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => toastDone('Role removed'),
    onError: (error) => toastServerError('Error removing role', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
