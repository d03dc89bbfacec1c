import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import { recipeDetailsQueryRoot } from '#web/lib/query-keys';

export const recipeDetailQueryKey = (recipeId: number, familyId: number | null) =>
  [...recipeDetailsQueryRoot, recipeId, familyId] as const;

/** The full recipe with the notes of `familyId` (left out of the URL with no family). */
export function fetchRecipeDetail(recipeId: number, familyId: number | null, signal?: AbortSignal) {
  return call(recipesContracts.getRecipe, {
    params: { id: recipeId },
    query: { familyId },
    signal,
  });
}

export const recipeDetailQueryOptions = (recipeId: number, familyId: number | null) =>
  queryOptions({
    queryKey: recipeDetailQueryKey(recipeId, familyId),
    queryFn: ({ signal }) => fetchRecipeDetail(recipeId, familyId, signal),
  });

/** Disabled without a recipe id. */
export function useRecipeDetail(recipeId: number | null, familyId: number | null) {
  return useQuery({
    ...recipeDetailQueryOptions(recipeId ?? 0, familyId),
    enabled: recipeId !== null,
  });
}
