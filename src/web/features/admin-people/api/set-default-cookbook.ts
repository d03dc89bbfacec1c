import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultCookbookResult } from '#shared/admin/families.schemas';
import { api } from '#web/lib/api-client';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

export interface SetDefaultCookbookVariables {
  familyId: number;
  cookbookId: number;
}

/** PATCH /api/families/{id}/default-cookbook: the family's new default (linked if not yet). */
export function setDefaultCookbook({ familyId, cookbookId }: SetDefaultCookbookVariables) {
  return api.patch<DefaultCookbookResult>(`/api/families/${familyId}/default-cookbook`, {
    cookbookId,
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
