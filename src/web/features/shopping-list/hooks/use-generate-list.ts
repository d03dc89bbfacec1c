import { useCallback } from 'react';
import { toast } from '#web/lib/use-toast';
import { useGenerateShoppingList } from '../api/generate-shopping-list';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';
import type { ShoppingWeek } from '../lib/shopping-weeks';

/**
 * Generate List / Regenerate List for the shown week, with its toasts
 * (product rule: shopping-generate).
 */
export function useGenerateList(
  familyId: number,
  week: ShoppingWeek,
  weekly: WeeklyShoppingList | undefined,
) {
  const mutation = useGenerateShoppingList({
    onSuccess: (_list, request) =>
      toast({
        title: 'Shopping list generated',
        description: `Your shopping list for ${request.week.label} is ready.`,
      }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to generate shopping list',
      }),
  });
  const { mutate } = mutation;
  const hasList = Boolean(weekly?.shoppingList);
  const mealPlanHash = weekly?.currentMealPlanHash ?? '';

  const generate = useCallback(
    () => mutate({ familyId, week, mealPlanHash, forceRegenerate: hasList }),
    [mutate, familyId, week, mealPlanHash, hasList],
  );

  return { generate, isGenerating: mutation.isPending };
}
