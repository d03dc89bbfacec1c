import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { api } from '#web/lib/api-client';
import { RECIPE_LIST_STALE_TIME_MS } from '#web/lib/query-client';
import { familyRecipesQueryKey } from '#web/lib/query-keys';

/** The recipes the family sees, as card summaries. */
export function fetchFamilyRecipes(familyId: number, signal?: AbortSignal) {
  return api.get<RecipeSummary[]>(`/api/families/${familyId}/recipes`, { signal });
}

/** Stale after 10 s (spec §7). */
export const familyRecipesQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: familyRecipesQueryKey(familyId),
    queryFn: ({ signal }) => fetchFamilyRecipes(familyId, signal),
    staleTime: RECIPE_LIST_STALE_TIME_MS,
  });

/** Disabled while there is no current family. */
export function useFamilyRecipes(familyId: number | null) {
  return useQuery({ ...familyRecipesQueryOptions(familyId ?? 0), enabled: familyId !== null });
}
