import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appImportContracts } from '#shared/app-import/app-import.contracts';
import { call } from '#web/lib/api-call';
import { appImportJobQueryKey } from './app-import-keys';

/** POST /api/app-imports/:id/cancel: stops before its next recipe; what was saved stays. */
export function cancelAppImport(id: number) {
  return call(appImportContracts.cancelAppImport, { params: { id } });
}

/** The answer (cancel requested) replaces the cached job; polling sees it end. */
export function useCancelAppImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppImport,
    onSuccess: (job) => queryClient.setQueryData(appImportJobQueryKey(job.id), job),
  });
}
