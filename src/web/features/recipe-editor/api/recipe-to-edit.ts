import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import { recipeDetailsQueryRoot } from '#web/lib/query-keys';

/**
 * The recipe the form edits. Its own key under the detail root (so recipe writes refresh it)
 * and never kept once the form is gone: an edit starts from what the server has now, with the
 * `updatedAt` its save will be checked against.
 */
export const recipeToEditQueryKey = (recipeId: number, familyId: number | null) =>
  [...recipeDetailsQueryRoot, recipeId, familyId, 'edit'] as const;

export function fetchRecipeToEdit(recipeId: number, familyId: number | null, signal?: AbortSignal) {
  return call(recipesContracts.getRecipe, {
    params: { id: recipeId },
    query: { familyId },
    signal,
  });
}

export const recipeToEditQueryOptions = (recipeId: number, familyId: number | null) =>
  queryOptions({
    queryKey: recipeToEditQueryKey(recipeId, familyId),
    queryFn: ({ signal }) => fetchRecipeToEdit(recipeId, familyId, signal),
    gcTime: 0,
  });

/** Disabled without a recipe id. */
export function useRecipeToEdit(recipeId: number | null, familyId: number | null) {
  return useQuery({
    ...recipeToEditQueryOptions(recipeId ?? 0, familyId),
    enabled: recipeId !== null,
  });
}
