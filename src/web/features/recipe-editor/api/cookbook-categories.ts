import { queryOptions, useQuery } from '@tanstack/react-query';
import { cookbooksContracts } from '#shared/cookbooks/cookbooks.contracts';
import { call } from '#web/lib/api-call';

export const cookbookCategoriesQueryKey = (cookbookId: number) =>
  ['cookbooks', cookbookId, 'categories'] as const;

/** The categories of one cookbook, by name. */
export function fetchCookbookCategories(cookbookId: number, signal?: AbortSignal) {
  return call(cookbooksContracts.listCategories, { params: { id: cookbookId }, signal });
}

export const cookbookCategoriesQueryOptions = (cookbookId: number) =>
  queryOptions({
    queryKey: cookbookCategoriesQueryKey(cookbookId),
    queryFn: ({ signal }) => fetchCookbookCategories(cookbookId, signal),
  });

/** Disabled until a cookbook is chosen. */
export function useCookbookCategories(cookbookId: number | null) {
  return useQuery({
    ...cookbookCategoriesQueryOptions(cookbookId ?? 0),
    enabled: cookbookId !== null && cookbookId > 0,
  });
}
