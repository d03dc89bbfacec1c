import { useIntl } from 'react-intl';
import { toast } from '#web/lib/use-toast';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useIsEntityPending } from '#web/lib/entity-writes';
import { mealPlanWrites } from '../api/meal-plan-mutations';
import type { MealPlanId } from '../lib/planned-meal';
import { useDeleteMealPlan } from '../api/delete-meal-plan';
import { useUpdateMealPlanServings } from '../api/update-meal-plan-servings';

/** Where a planned meal's dialog is open: the week calendar or Today's Plan. */
export type PlanScreen = 'calendar' | 'today';

/**
 * Changing a planned meal's servings, with the toasts for each screen
 * (product rule: planned-meal-dialog).
 * `entryId`: for a stepper bound to one entry, whose clicks then reach the server in order.
 */
export function useUpdatePlannedServings(screen: PlanScreen, entryId?: number) {
  const intl = useIntl();
  return useUpdateMealPlanServings({
    entryId,
    onSuccess: () =>
      toast({
        title: intl.formatMessage({ id: 'mealPlan.toast.servingsUpdated' }),
        description: intl.formatMessage({ id: 'mealPlan.toast.servingsUpdatedDescription' }),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'mealPlan.toast.error' }),
        description:
          screen === 'today'
            ? intl.formatMessage(
                { id: 'mealPlan.toast.updateServingsFailed' },
                { reason: errorMessage(intl, error) },
              )
            : intl.formatMessage({ id: 'mealPlan.toast.updatePlanFailed' }),
      }),
  });
}

/** Removing a planned meal, with the toasts for each screen (product rule: planned-meal-dialog). */
export function useRemovePlannedMeal(screen: PlanScreen) {
  const intl = useIntl();
  return useDeleteMealPlan({
    onSuccess: () =>
      toast({
        title: intl.formatMessage({ id: 'mealPlan.toast.removed' }),
        description: intl.formatMessage({ id: 'mealPlan.toast.removedDescription' }),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'mealPlan.toast.error' }),
        description:
          screen === 'today'
            ? intl.formatMessage(
                { id: 'mealPlan.toast.removeFromScheduleFailed' },
                { reason: errorMessage(intl, error) },
              )
            : intl.formatMessage({ id: 'mealPlan.toast.removeFromPlanFailed' }),
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
