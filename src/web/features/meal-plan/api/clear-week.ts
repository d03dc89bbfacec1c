import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount } from '#shared/meal-plans/meal-plans.schemas';
import type { DateWindow } from '#shared/meal-plans/week';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { mealPlanMutationKey, refreshAfterWrite } from './meal-plan-mutations';

export interface ClearWeek {
  familyId: number;
  week: DateWindow;
}

/** DELETE /api/families/{familyId}/meal-plans?startDate&endDate: every meal of the week. */
export function clearWeek({ familyId, week }: ClearWeek) {
  return call(mealPlansContracts.clearFamilyMealPlans, {
    params: { familyId },
    query: { startDate: week.startDate, endDate: week.endDate },
  });
}

export function useClearWeek({
  onSuccess,
  onError,
}: MutationCallbacks<ClearWeek, DeletedCount> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    mutationFn: clearWeek,
    onSuccess: (result, variables) => onSuccess?.(result, variables),
    onError: (error, variables) => onError?.(error, variables),
    onSettled: (_result, _error, clear) => refreshAfterWrite(queryClient, clear.familyId, clear),
  });
}
