import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appImportContracts } from '#shared/app-import/app-import.contracts';
import { APP_IMPORT_FIELD, type AppImportJob } from '#shared/app-import/app-import.schemas';
import { urlOf } from '#web/lib/api-call';
import { buildUrl, isApiError } from '#web/lib/api-client';
import { uploadWithProgress } from '#web/lib/upload-with-progress';
import { appImportJobQueryKey, familyAppImportsQueryKey } from './app-import-keys';

export interface StartAppImportVariables {
  familyId: number;
  cookbookId: number;
  /** Bring a Mealie backup's meal plans in too (family admins only). */
  mealPlans: boolean;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const start = appImportContracts.startAppImport;

/**
 * POST /api/app-imports?familyId&cookbookId&mealPlans, the export as multipart field `file`,
 * with upload progress; the server answers 202 with the job, which then runs in the background.
 */
export function startAppImport({
  familyId,
  cookbookId,
  mealPlans,
  file,
  onProgress,
  signal,
}: StartAppImportVariables) {
  const formData = new FormData();
  formData.append(APP_IMPORT_FIELD, file);
  const url = buildUrl(urlOf(start), { familyId, cookbookId, mealPlans });
  return uploadWithProgress<AppImportJob>(url, formData, { onProgress, signal });
}

/** A mutation (a 401 ends the session through the query client's one handler). */
export function useStartAppImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAppImport,
    onSuccess: (job) => {
      queryClient.setQueryData(appImportJobQueryKey(job.id), job);
      void queryClient.invalidateQueries({ queryKey: familyAppImportsQueryKey(job.familyId) });
    },
    // Refused as another import of the family runs: the list shows it, and the page follows it.
    onError: (error, { familyId }) => {
      if (!isApiError(error, 409)) return;
      void queryClient.invalidateQueries({ queryKey: familyAppImportsQueryKey(familyId) });
    },
  });
}
