import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import { accessibleRecipesQueryKey } from '#web/lib/query-keys';

/** Every recipe the user can see in any of their families (the add-to-plan search). */
export function fetchAccessibleRecipes(signal?: AbortSignal) {
  return call(recipesContracts.listAccessible, { signal });
}

export const accessibleRecipesQueryOptions = () =>
  queryOptions({
    queryKey: accessibleRecipesQueryKey,
    queryFn: ({ signal }) => fetchAccessibleRecipes(signal),
  });

export function useAccessibleRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accessibleRecipesQueryOptions(), enabled });
}
