import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  return useMutation({
    mutationFn: unlinkCookbook,
    onSuccess: () => toastDone('Access removed'),
    onError: (error) => toastFailure('Failed to remove access', error),
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
