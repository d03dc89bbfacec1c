import { queryOptions, useQuery } from '@tanstack/react-query';
import { appImportContracts } from '#shared/app-import/app-import.contracts';
import { call } from '#web/lib/api-call';
import { familyAppImportsQueryKey } from './app-import-keys';

/** GET /api/app-imports?familyId: the family's recent imports, newest first. */
export function fetchFamilyAppImports(familyId: number, signal?: AbortSignal) {
  return call(appImportContracts.familyAppImports, { query: { familyId }, signal });
}

/** Read again whenever the page opens: another member may have imported meanwhile. */
export const familyAppImportsQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: familyAppImportsQueryKey(familyId),
    queryFn: ({ signal }) => fetchFamilyAppImports(familyId, signal),
    staleTime: 0,
  });

export function useFamilyAppImports(familyId: number | null) {
  return useQuery({
    ...familyAppImportsQueryOptions(familyId ?? 0),
    enabled: familyId !== null,
  });
}
