import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  return useMutation({
    mutationFn: linkCookbook,
    onSuccess: () => toastDone('Access granted'),
    onError: (error) => toastFailure('Failed to grant access', error),
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
