import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { rolesContracts } from '#shared/admin/roles.contracts';
import type { CreateRoleBody } from '#shared/admin/roles.schemas';
import { call } from '#web/lib/api-call';
import { toastDone, toastServerError } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/** Assigns a role (answers the new assignment); a duplicate answers 409. */
export function createRole(body: CreateRoleBody) {
  return call(rolesContracts.assignRole, { body });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.roleCreated'),
    onError: (error) => toastServerError(intl, 'adminPeople.toast.createRoleFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
