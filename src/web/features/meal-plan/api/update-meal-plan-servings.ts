import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan, UpdateMealPlanBody } from '#shared/meal-plans/meal-plans.schemas';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import type { PlannedMeal } from '../lib/planned-meal';
import { cancelMealPlanQueries, findCachedMealPlan, putMealPlan } from './meal-plan-cache';
import {
  entryWriteScope,
  mealPlanMutationKey,
  refreshAfterWrite,
  type EntryWrite,
} from './meal-plan-mutations';

export function updateMealPlanServings(id: number, plannedServings: number) {
  const body: UpdateMealPlanBody = { plannedServings };
  return call(mealPlansContracts.updateMealPlan, { params: { id }, body });
}

export interface ServingsChange extends EntryWrite {
  plannedServings: number;
}

/**
 * PATCH /api/meal-plans/{id} {plannedServings}, shown at once; on failure only this entry
 * goes back. `entryId`: the one entry this control edits (a stepper), whose clicks then run
 * one after another, so two writes of it are never in flight together and the last click wins.
 */
export function useUpdateMealPlanServings({
  onSuccess,
  onError,
  entryId,
}: MutationCallbacks<ServingsChange, MealPlan> & { entryId?: number | undefined } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    ...(entryId !== undefined && { scope: entryWriteScope(entryId) }),
    mutationFn: ({ entry, plannedServings }: ServingsChange) =>
      updateMealPlanServings(entry.id, plannedServings),
    onMutate: async ({ entry, plannedServings }): Promise<{ previous: PlannedMeal }> => {
      await cancelMealPlanQueries(queryClient, entry.familyId);
      const previous = findCachedMealPlan(queryClient, entry.familyId, entry.id) ?? entry;
      putMealPlan(queryClient, { ...previous, plannedServings });
      return { previous };
    },
    onSuccess: (updated, change) => {
      putMealPlan(queryClient, updated);
      onSuccess?.(updated, change);
    },
    onError: (error, change, context) => {
      putMealPlan(queryClient, context?.previous ?? change.entry);
      onError?.(error, change);
    },
    onSettled: (_updated, _error, change) =>
      refreshAfterWrite(queryClient, change.entry.familyId, change),
  });
}
