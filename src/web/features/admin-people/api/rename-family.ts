import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyNameBody, FamilyWriteResult } from '#shared/admin/families.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterPeopleWrite } from './admin-people-keys';

export interface RenameFamilyVariables {
  familyId: number;
  body: FamilyNameBody;
}

/** PATCH /api/admin/families/{id}: a new name. */
export function renameFamily({ familyId, body }: RenameFamilyVariables) {
  return api.patch<FamilyWriteResult>(`/api/admin/families/${familyId}`, body);
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
