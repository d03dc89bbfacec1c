import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.userUpdated'),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.updateUserFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
