import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { rolesContracts } from '#shared/admin/roles.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastServerError } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/** Removes a role assignment; the last super admin role answers 409. */
export function deleteRole(roleId: number) {
  return call(rolesContracts.removeRole, { params: { id: roleId } });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.roleRemoved'),
    onError: (error) => toastServerError(intl, 'adminPeople.toast.removeRoleFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
