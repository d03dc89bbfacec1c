import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyCookbooksContracts } from '#shared/admin/family-cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

export interface SetDefaultCookbookVariables {
  familyId: number;
  cookbookId: number;
}

/** The family's new default cookbook (linked first if it is not yet). */
export function setDefaultCookbook({ familyId, cookbookId }: SetDefaultCookbookVariables) {
  return call(familyCookbooksContracts.setDefaultCookbook, {
    params: { id: familyId },
    body: { cookbookId },
  });
}

export function useSetDefaultCookbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCookbook,
    onSuccess: () => toastDone('Default cookbook updated'),
    onError: (error) => toastFailure('Failed to update default cookbook', error),
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
