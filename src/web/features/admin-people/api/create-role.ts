import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleBody, RoleAssignment } from '#shared/admin/roles.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastServerError } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/** POST /api/roles (201, the new assignment); a duplicate answers 409. */
export function createRole(body: CreateRoleBody) {
  return api.post<RoleAssignment>('/api/roles', body);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => toastDone('Role created'),
    onError: (error) => toastServerError('Error creating role', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
