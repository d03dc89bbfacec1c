import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { appImportContracts } from '#shared/app-import/app-import.contracts';
import { isRunning, type AppImportJob } from '#shared/app-import/app-import.schemas';
import { call } from '#web/lib/api-call';
import { invalidateRecipeData } from '#web/lib/invalidate-recipe-data';
import { appImportJobQueryKey, familyAppImportsQueryKey } from './app-import-keys';

/** How often a running import is asked about. */
export const APP_IMPORT_POLL_MS = 1000;

/** GET /api/app-imports/:id: its progress, and its report once it has ended. */
export function fetchAppImport(id: number, signal?: AbortSignal) {
  return call(appImportContracts.appImport, { params: { id }, signal });
}

/** Asked again every second while the import runs; never once it has ended. */
export const appImportJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appImportJobQueryKey(id),
    queryFn: ({ signal }) => fetchAppImport(id, signal),
    refetchInterval: (query) =>
      query.state.data && isRunning(query.state.data) ? APP_IMPORT_POLL_MS : false,
  });

/**
 * One import, followed while it runs. When it ends under our eyes the recipe lists (and meal
 * plans: a Mealie backup brings some) and the family's recent imports are refreshed, and
 * `onEnded` hears of it once.
 */
export function useAppImportJob(id: number | null, onEnded?: (job: AppImportJob) => void) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...appImportJobQueryOptions(id ?? 0), enabled: id !== null });
  const job = id === null ? undefined : query.data;
  const runningId = useRef<number | null>(null);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });

  useEffect(() => {
    if (!job) return;
    if (isRunning(job)) {
      runningId.current = job.id;
      return;
    }
    if (runningId.current !== job.id) return;
    runningId.current = null;
    void invalidateRecipeData(queryClient);
    void queryClient.invalidateQueries({ queryKey: familyAppImportsQueryKey(job.familyId) });
    ended.current?.(job);
  }, [job, queryClient]);

  return { ...query, data: job };
}
