import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { api } from '#web/lib/api-client';
import { accessibleRecipesQueryKey } from '#web/lib/query-keys';

/** Every recipe the user can see in any of their families (the add-to-plan search). */
export function fetchAccessibleRecipes(signal?: AbortSignal) {
  return api.get<RecipeSummary[]>('/api/recipes/accessible', { signal });
}

export const accessibleRecipesQueryOptions = () =>
  queryOptions({
    queryKey: accessibleRecipesQueryKey,
    queryFn: ({ signal }) => fetchAccessibleRecipes(signal),
  });

export function useAccessibleRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accessibleRecipesQueryOptions(), enabled });
}
