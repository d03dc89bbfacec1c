import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MealPlan,
  UpdateMealPlanBody,
} from '../../../../shared/meal-plans/meal-plans.schemas';
import { api } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import type { PlannedMeal } from '../lib/planned-meal';
import { cancelMealPlanQueries, putMealPlan } from './meal-plan-cache';
import { mealPlanMutationKey, refreshAfterWrite } from './meal-plan-mutations';

export function updateMealPlanServings(id: number, plannedServings: number) {
  const body: UpdateMealPlanBody = { plannedServings };
  return api.patch<MealPlan>(`/api/meal-plans/${id}`, body);
}

export interface ServingsChange {
  entry: PlannedMeal & { id: number };
  plannedServings: number;
}

/** PATCH /api/meal-plans/{id} {plannedServings}, shown at once and put back on failure. */
export function useUpdateMealPlanServings({
  onSuccess,
  onError,
}: MutationCallbacks<ServingsChange, MealPlan> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    mutationFn: ({ entry, plannedServings }: ServingsChange) =>
      updateMealPlanServings(entry.id, plannedServings),
    onMutate: async ({ entry, plannedServings }) => {
      await cancelMealPlanQueries(queryClient, entry.familyId);
      putMealPlan(queryClient, { ...entry, plannedServings });
    },
    onSuccess: (updated, change) => {
      putMealPlan(queryClient, updated);
      onSuccess?.(updated, change);
    },
    onError: (error, change) => {
      putMealPlan(queryClient, change.entry);
      onError?.(error, change);
    },
    onSettled: (_updated, _error, { entry }) => refreshAfterWrite(queryClient, entry.familyId),
  });
}
