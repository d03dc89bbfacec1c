import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { cookableRecipesContracts } from '#shared/pantry/cookable-recipes.contracts';
import type { CookableRecipesQuery } from '#shared/pantry/cookable-recipes.schemas';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import { MAX_ADDED_LINES } from '#shared/shopping/shopping-lists.schemas';
import { toDayString, weekStartDayOf } from '#shared/meal-plans/calendar-day';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { cookableRecipesQueryKey, shoppingListsQueryRoot } from '#web/lib/query-keys';

export type CookableFilters = { category: string | null; favoritesOnly: boolean };

/**
 * "What can we cook?" for the family and filters. Kept under the family's pantry key, so every
 * pantry write (here or, through the live 'pantry' notice, on another device) ranks anew.
 */
export const cookableRecipesQueryOptions = (familyId: number, filters: CookableFilters) => {
  const query: CookableRecipesQuery = {};
  if (filters.category !== null) query.category = filters.category;
  if (filters.favoritesOnly) query.favorites = 'true';
  return queryOptions({
    queryKey: [...cookableRecipesQueryKey(familyId), query] as const,
    queryFn: ({ signal }) =>
      call(cookableRecipesContracts.listCookableRecipes, {
        params: { familyId },
        query,
        signal,
      }),
  });
};

export function useCookableRecipes(familyId: number, filters: CookableFilters) {
  // The previous ranking stays while another filter's loads, instead of a spinner.
  return useQuery({
    ...cookableRecipesQueryOptions(familyId, filters),
    placeholderData: keepPreviousData,
  });
}

export type AddMissing = { recipeId: number; lines: readonly string[] };

/**
 * Adds what a recipe misses to this week's list (Sunday start, the shopping list's weeks) in
 * one request; the week's list is read again after it.
 */
export function useAddMissingToList(
  familyId: number,
  callbacks: MutationCallbacks<AddMissing, unknown> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AddMissing) =>
      call(shoppingListsContracts.addShoppingListItems, {
        params: { familyId },
        body: {
          weekStartDate: weekStartDayOf(toDayString(new Date())),
          lines: variables.lines.slice(0, MAX_ADDED_LINES),
        },
        idempotencyKey: idempotencyKeyFor(variables),
      }),
    onSuccess: (data, variables) => callbacks.onSuccess?.(data, variables),
    onError: (error, variables) => callbacks.onError?.(error, variables),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...shoppingListsQueryRoot, familyId] }),
  });
}
