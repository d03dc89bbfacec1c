import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  return useMutation({
    mutationFn: renameFamily,
    onSuccess: () => toastDone('Family updated'),
    onError: (error) => toastFailure('Failed to update family', error),
    onSettled: () => invalidateAfterPeopleWrite(queryClient),
  });
}
