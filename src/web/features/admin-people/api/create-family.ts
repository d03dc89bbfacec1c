import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyNameBody, FamilyWriteResult } from '#shared/admin/families.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

/** POST /api/admin/families: the family and its own default cookbook ('<name> Cookbook'). */
export function createFamily(body: FamilyNameBody) {
  return api.post<FamilyWriteResult>('/api/admin/families', body);
}

export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFamily,
    onSuccess: (family) => toastDone('Family created', family.name),
    onError: (error) => toastFailure('Failed to create family', error),
    // The new default cookbook joins the cookbook lists too.
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
