import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyCookbookBody } from '#shared/admin/families.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

/** POST /api/family-cookbooks: the family may use the cookbook (201). */
export function linkCookbook(body: FamilyCookbookBody) {
  return api.post('/api/family-cookbooks', body);
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
