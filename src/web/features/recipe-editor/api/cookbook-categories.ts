import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '#shared/recipes/categories.schemas';
import { api } from '#web/lib/api-client';

export const cookbookCategoriesQueryKey = (cookbookId: number) =>
  ['cookbooks', cookbookId, 'categories'] as const;

/** The categories of one cookbook, by name. */
export function fetchCookbookCategories(cookbookId: number, signal?: AbortSignal) {
  return api.get<Category[]>(`/api/cookbooks/${cookbookId}/categories`, { signal });
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
