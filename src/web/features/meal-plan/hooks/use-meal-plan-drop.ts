import { useCallback } from 'react';
import { MAX_PLANNED_SERVINGS } from '../../../../shared/meal-plans/meal-plans.schemas';
import { entryDayString } from '../../../../shared/meal-plans/week';
import { toast } from '../../../components/ui/use-toast';
import { useCreateMealPlan } from '../api/create-meal-plan';
import { useMoveMealPlan } from '../api/move-meal-plan';
import type { SlotData } from '../lib/calendar-slots';
import type { DragItem } from '../lib/drag-items';
import { describePlannedMeal } from '../lib/planned-meal';

/**
 * What a drop on a calendar slot does (core §4): a staged recipe becomes a meal plan entry
 * with servings × batchCount planned servings; a planned meal moves there, keeping its
 * servings. Both show at once and are rolled back with the spec's toast on failure.
 */
export function useMealPlanDrop() {
  const create = useCreateMealPlan({
    onError: () =>
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add meal to plan' }),
  });
  const move = useMoveMealPlan({
    onError: () =>
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to move meal plan' }),
  });
  const { mutate: createMutate } = create;
  const { mutate: moveMutate } = move;

  return useCallback(
    (item: DragItem, slot: SlotData) => {
      if (item.kind === 'entry') {
        const { entry } = item;
        if (entryDayString(entry.date) === slot.day && entry.mealType === slot.mealType) return;
        moveMutate({ entry, day: slot.day, mealType: slot.mealType });
        return;
      }
      const { staged } = item;
      const { servings } = describePlannedMeal(staged);
      createMutate({
        familyId: staged.familyId,
        day: slot.day,
        mealType: slot.mealType,
        plannedServings: Math.min(MAX_PLANNED_SERVINGS, servings * staged.batchCount),
        recipe: staged.recipe,
        placeholderData: staged.recipe ? null : staged.placeholderData,
      });
    },
    [createMutate, moveMutate],
  );
}
