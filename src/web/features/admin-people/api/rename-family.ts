import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { adminFamiliesContracts } from '#shared/admin/families.contracts';
import type { FamilyNameBody } from '#shared/admin/families.schemas';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface RenameFamilyVariables {
  familyId: number;
  body: FamilyNameBody;
}

/** Gives the family a new name. */
export function renameFamily({ familyId, body }: RenameFamilyVariables) {
  return call(adminFamiliesContracts.renameFamily, { params: { id: familyId }, body });
}

export function useRenameFamily() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: renameFamily,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.familyUpdated'),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.updateFamilyFailed', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
