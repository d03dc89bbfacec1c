import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { adminFamiliesContracts } from '#shared/admin/families.contracts';
import type { FamilyNameBody } from '#shared/admin/families.schemas';
import { call } from '#web/lib/api-call';
import { toastDone, toastFailure } from '../lib/admin-toasts';
import { invalidateAfterCookbookAccessWrite } from './admin-people-keys';

/** Creates the family and its own default cookbook ('<name> Cookbook'). */
export function createFamily(body: FamilyNameBody) {
  return call(adminFamiliesContracts.createFamily, { body });
}

export function useCreateFamily() {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: createFamily,
    onSuccess: (family) => toastDone(intl, 'adminPeople.toast.familyCreated', family.name),
    onError: (error) => toastFailure(intl, 'adminPeople.toast.createFamilyFailed', error),
    // The new default cookbook joins the cookbook lists too.
    onSettled: () => invalidateAfterCookbookAccessWrite(queryClient),
  });
}
