import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import { api } from '#web/lib/api-client';
import { stagedRecipesQueryKey } from './staging-query-keys';

/** GET /api/families/{familyId}/staged-recipes: the family's meal planning area. */
export function fetchStagedRecipes(familyId: number, signal?: AbortSignal) {
  return api.get<StagedRecipe[]>(`/api/families/${familyId}/staged-recipes`, { signal });
}

export const stagedRecipesQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: stagedRecipesQueryKey(familyId),
    queryFn: ({ signal }) => fetchStagedRecipes(familyId, signal),
  });

export function useStagedRecipes(familyId: number | null) {
  return useQuery({ ...stagedRecipesQueryOptions(familyId ?? 0), enabled: familyId !== null });
}
