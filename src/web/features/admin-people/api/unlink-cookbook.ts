import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FamilyCookbookBody } from '#shared/admin/families.schemas';
import { familyCookbooksContracts } from '#shared/admin/family-cookbooks.contracts';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

/** The family no longer sees the cookbook; its default cookbook answers 409. */
export function unlinkCookbook(body: FamilyCookbookBody) {
  return call(familyCookbooksContracts.unlinkCookbook, { body });
}

export function useUnlinkCookbook() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: unlinkCookbook,
    onSuccess: () => toastDone(intl, 'adminPeople.toast.accessRemoved'),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.removeAccessFailed', error),
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
