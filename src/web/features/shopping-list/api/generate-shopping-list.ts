import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shoppingListsContracts } from '#shared/shopping/shopping-lists.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import type { ShoppingWeek } from '../lib/shopping-weeks';
import { invalidateShoppingLists } from '#web/lib/shopping-list-cache';
import { weeklyShoppingListQueryKey } from './shopping-list-query-keys';
import type {
  GenerateShoppingListBody,
  WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';

export interface GenerateRequest {
  familyId: number;
  week: ShoppingWeek;
  /** The hash of the week's meal plans the page last saw. */
  mealPlanHash: string;
  /** True when a list exists: its items are replaced (product rule: shopping-generate). */
  forceRegenerate: boolean;
}

/**
 * POST /api/shopping-lists with the spec's body; the server builds the items and answers
 * with the week as GET …/weekly-shopping-list shows it.
 */
export function generateShoppingList({
  familyId,
  week,
  mealPlanHash,
  forceRegenerate,
}: GenerateRequest) {
  const body: GenerateShoppingListBody = {
    shoppingList: {
      familyId,
      weekStartDate: week.weekStartDate,
      weekEndDate: week.weekEndDate,
      mealPlanHash,
    },
    generateFromMealPlans: true,
    forceRegenerate,
    items: [],
  };
  return call(shoppingListsContracts.generateShoppingList, { body });
}

/**
 * Generates or regenerates a week's list. The answer is the week's view, so it goes straight
 * into the week's cache. A failure refetches the week: after a 409 another member made the
 * list first, and the page should then offer Regenerate.
 */
export function useGenerateShoppingList({
  onSuccess,
  onError,
}: MutationCallbacks<GenerateRequest, WeeklyShoppingList> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateShoppingList,
    onSuccess: (weekly, request) => {
      queryClient.setQueryData(
        weeklyShoppingListQueryKey(request.familyId, request.week.weekStartDate),
        weekly,
      );
      onSuccess?.(weekly, request);
    },
    onError: (error, request) => {
      onError?.(error, request);
      return invalidateShoppingLists(queryClient, request.familyId);
    },
  });
}
