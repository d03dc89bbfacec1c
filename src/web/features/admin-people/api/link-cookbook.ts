import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FamilyCookbookBody } from '#shared/admin/families.schemas';
import { familyCookbooksContracts } from '#shared/admin/family-cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

/** The family may use the cookbook from now on. */
export function linkCookbook(body: FamilyCookbookBody) {
  return call(familyCookbooksContracts.linkCookbook, { body });
}

export function useLinkCookbook() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: linkCookbook,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.accessGranted'),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.grantAccessFailed', error),
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
