import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import { isTempMealPlanId, type PlannedMeal } from '../lib/planned-meal';
import { cancelMealPlanQueries, putMealPlan, removeMealPlan } from './meal-plan-cache';
import { mealPlanMutationKey, refreshAfterWrite } from './meal-plan-mutations';

export function deleteMealPlan(id: number) {
  return api.delete(`/api/meal-plans/${id}`);
}

/**
 * DELETE /api/meal-plans/{id}, optimistic. An entry the server has not confirmed ('temp-')
 * is only taken off the screen (core §4).
 */
export function useDeleteMealPlan({ onSuccess, onError }: MutationCallbacks<PlannedMeal> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    mutationFn: async (entry: PlannedMeal) => {
      if (!isTempMealPlanId(entry.id)) await deleteMealPlan(entry.id);
    },
    onMutate: async (entry) => {
      await cancelMealPlanQueries(queryClient, entry.familyId);
      removeMealPlan(queryClient, entry.familyId, entry.id);
    },
    onSuccess: (_result, entry) => onSuccess?.(undefined, entry),
    onError: (error, entry) => {
      putMealPlan(queryClient, entry);
      onError?.(error, entry);
    },
    onSettled: (_result, _error, entry) => refreshAfterWrite(queryClient, entry.familyId),
  });
}
