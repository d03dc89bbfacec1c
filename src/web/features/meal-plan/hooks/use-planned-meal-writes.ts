import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useDeleteMealPlan } from '../api/delete-meal-plan';
import { useUpdateMealPlanServings } from '../api/update-meal-plan-servings';

/** Where a planned meal's dialog is open: the week calendar or Today's Plan. */
export type PlanScreen = 'calendar' | 'today';

const reasonOf = (error: Error) => getErrorMessage(error);

/** Changing a planned meal's servings, with the spec's toasts for each screen (§8, §9). */
export function useUpdatePlannedServings(screen: PlanScreen) {
  return useUpdateMealPlanServings({
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

/** Removing a planned meal, with the spec's toasts for each screen (§8, §9). */
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
