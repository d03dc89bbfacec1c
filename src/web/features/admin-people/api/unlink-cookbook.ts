import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyCookbookBody } from '#shared/admin/families.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

/** DELETE /api/family-cookbooks with a JSON body (204); the default answers 409. */
export function unlinkCookbook(body: FamilyCookbookBody) {
  return api.delete('/api/family-cookbooks', body);
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
