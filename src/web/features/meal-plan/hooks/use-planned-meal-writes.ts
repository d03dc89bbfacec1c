import { toast } from '#web/lib/use-toast';
import { getErrorMessage } from '#web/lib/api-client';
import { useIsEntityPending } from '#web/lib/entity-writes';
import { mealPlanWrites } from '../api/meal-plan-mutations';
import type { MealPlanId } from '../lib/planned-meal';
import { useDeleteMealPlan } from '../api/delete-meal-plan';
import { useUpdateMealPlanServings } from '../api/update-meal-plan-servings';

/** Where a planned meal's dialog is open: the week calendar or Today's Plan. */
export type PlanScreen = 'calendar' | 'today';

const reasonOf = (error: Error) => getErrorMessage(error);

/**
 * Changing a planned meal's servings, with the toasts for each screen
 * (product rule: planned-meal-dialog).
 * `entryId`: for a stepper bound to one entry, whose clicks then reach the server in order.
 */
export function useUpdatePlannedServings(screen: PlanScreen, entryId?: number) {
  return useUpdateMealPlanServings({
    entryId,
    onSuccess: () =>
      toast({ title: 'Servings updated', description: 'The number of servings has been updated' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          screen === 'today'
            ? `Failed to update servings: ${reasonOf(error)}`
            : 'Failed to update meal plan',
      }),
  });
}

/** Removing a planned meal, with the toasts for each screen (product rule: planned-meal-dialog). */
export function useRemovePlannedMeal(screen: PlanScreen) {
  return useDeleteMealPlan({
    onSuccess: () =>
      toast({
        title: 'Removed from schedule',
        description: 'Recipe has been removed from your meal plan',
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          screen === 'today'
            ? `Failed to remove from schedule: ${reasonOf(error)}`
            : 'Failed to remove meal from plan',
      }),
  });
}

/**
 * True while a write of the entry is on its way (a move, a servings change, its removal): its
 * card cannot be dragged and its dialog's edit controls wait (docs/decisions/011).
 */
export function useIsPlannedMealPending(id: MealPlanId) {
  return useIsEntityPending(mealPlanWrites, id);
}
