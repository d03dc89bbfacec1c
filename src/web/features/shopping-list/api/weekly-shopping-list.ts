import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import { call } from '#web/lib/api-call';
import { weeklyShoppingListQueryKey } from './shopping-list-query-keys';

/** GET /api/families/{familyId}/weekly-shopping-list?weekStartDate= */
export function fetchWeeklyShoppingList(
  familyId: number,
  weekStartDate: string,
  signal?: AbortSignal,
) {
  return call(shoppingListsContracts.getWeeklyShoppingList, {
    params: { familyId },
    query: { weekStartDate },
    signal,
  });
}

export const weeklyShoppingListQueryOptions = (familyId: number, weekStartDate: string) =>
  queryOptions({
    queryKey: weeklyShoppingListQueryKey(familyId, weekStartDate),
    queryFn: ({ signal }) => fetchWeeklyShoppingList(familyId, weekStartDate, signal),
    // Cached by week, no retry (product rule: shopping-week-cache).
    retry: false,
    // The week's meal plans change on other screens whose writes do not know this cache, and
    // `isOutOfDate` depends on them: each visit to the page asks again (showing the cached
    // week meanwhile). Switching weeks on the page uses the per-week cache.
    refetchOnMount: 'always',
  });

/** The week's list (or null), its planned meals and whether the plan changed since. */
export function useWeeklyShoppingList(familyId: number | null, weekStartDate: string) {
  return useQuery({
    ...weeklyShoppingListQueryOptions(familyId ?? 0, weekStartDate),
    enabled: familyId !== null,
  });
}
