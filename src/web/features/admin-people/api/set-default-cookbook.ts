import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  return useMutation({
    mutationFn: setDefaultCookbook,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.defaultCookbookUpdated'),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.updateDefaultCookbookFailed', error),
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
