import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { SetUserFamilyBody } from '#shared/admin/users.schemas';
import { adminUsersContracts } from '#shared/admin/users.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface SetUserFamilyVariables {
  userId: number;
  body: SetUserFamilyBody;
}

/**
 * The user's families become exactly this one, or none when familyId is null.
 */
export function setUserFamily({ userId, body }: SetUserFamilyVariables) {
  return call(adminUsersContracts.setUserFamily, { params: { id: userId }, body });
}

export function useSetUserFamily() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: setUserFamily,
    onSuccess: (_data, { body }) =>
      toastDone(
        intl,
        body.familyId === null
          ? 'adminPeople.toast.removedFromAllFamilies'
          : 'adminPeople.toast.familyAssignmentUpdated',
      ),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.updateFamilyAssignmentFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
