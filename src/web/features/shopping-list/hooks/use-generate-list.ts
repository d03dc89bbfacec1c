import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '#web/lib/use-toast';
import { useGenerateShoppingList } from '../api/generate-shopping-list';
import type { WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';
import type { ShoppingWeek } from '../lib/shopping-weeks';
import { formatShoppingWeek } from '#web/lib/week-label';

/**
 * Generate List / Regenerate List for the shown week, with its toasts
 * (product rule: shopping-generate).
 */
export function useGenerateList(
  familyId: number,
  week: ShoppingWeek,
  weekly: WeeklyShoppingList | undefined,
) {
  const intl = useIntl();
  const mutation = useGenerateShoppingList({
    onSuccess: (_list, request) =>
      toast({
        title: intl.formatMessage({ id: 'shopping.toast.generated' }),
        description: intl.formatMessage(
          { id: 'shopping.toast.generatedDescription' },
          { week: formatShoppingWeek(intl, request.week) },
        ),
      }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'shopping.toast.error' }),
        description: intl.formatMessage({ id: 'shopping.toast.generateFailed' }),
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
