import { queryOptions, useQuery } from '@tanstack/react-query';
import { stagingContracts } from '#shared/staging/staging.contracts';
import { call } from '#web/lib/api-call';
import { stagedRecipesQueryKey } from './staging-query-keys';

/** GET /api/families/{familyId}/staged-recipes: the family's meal planning area. */
export function fetchStagedRecipes(familyId: number, signal?: AbortSignal) {
  return call(stagingContracts.listFamilyStagedRecipes, { params: { familyId }, signal });
}

export const stagedRecipesQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: stagedRecipesQueryKey(familyId),
    queryFn: ({ signal }) => fetchStagedRecipes(familyId, signal),
  });

export function useStagedRecipes(familyId: number | null) {
  return useQuery({ ...stagedRecipesQueryOptions(familyId ?? 0), enabled: familyId !== null });
}
