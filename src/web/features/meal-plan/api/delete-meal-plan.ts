import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { isTempMealPlanId, type PlannedMeal } from '../lib/planned-meal';
import { cancelMealPlanQueries, putMealPlan, removeMealPlan } from './meal-plan-cache';
import { mealPlanMutationKey, refreshAfterWrite } from './meal-plan-mutations';

export function deleteMealPlan(id: number) {
  return call(mealPlansContracts.removeMealPlan, { params: { id } });
}

/** The entry to remove; an unconfirmed ('temp-') one too. */
export interface MealPlanRemoval {
  entry: PlannedMeal;
}

/**
 * DELETE /api/meal-plans/{id}, optimistic; on failure only this entry comes back. An entry
 * the server has not confirmed ('temp-') is only taken off the screen
 * (product rule: optimistic-entry).
 */
export function useDeleteMealPlan({ onSuccess, onError }: MutationCallbacks<MealPlanRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    mutationFn: async ({ entry }: MealPlanRemoval) => {
      if (!isTempMealPlanId(entry.id)) await deleteMealPlan(entry.id);
    },
    onMutate: async ({ entry }) => {
      await cancelMealPlanQueries(queryClient, entry.familyId);
      removeMealPlan(queryClient, entry.familyId, entry.id);
    },
    onSuccess: (_result, removal) => onSuccess?.(undefined, removal),
    onError: (error, removal) => {
      putMealPlan(queryClient, removal.entry);
      onError?.(error, removal);
    },
    onSettled: (_result, _error, removal) =>
      refreshAfterWrite(queryClient, removal.entry.familyId, removal),
  });
}
