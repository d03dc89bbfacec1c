import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { CreateUserBody } from '#shared/admin/users.schemas';
import { adminUsersContracts } from '#shared/admin/users.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

/** Creates the user and their membership (answers { id }). */
export function createUser(body: CreateUserBody) {
  return call(adminUsersContracts.createUser, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (_data, body) => toastDone(intl, 'adminPeople.toast.userCreated', body.email),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.createUserFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
