import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan, MealType, UpdateMealPlanBody } from '#shared/meal-plans/meal-plans.schemas';
import { toNoonDateTime, type CalendarDay } from '#shared/meal-plans/calendar-day';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import type { PlannedMeal } from '../lib/planned-meal';
import { cancelMealPlanQueries, findCachedMealPlan, putMealPlan } from './meal-plan-cache';
import { mealPlanMutationKey, refreshAfterWrite, type EntryWrite } from './meal-plan-mutations';

export interface MealPlanMove extends EntryWrite {
  day: CalendarDay;
  mealType: MealType;
}

/**
 * PATCH /api/meal-plans/{id} {date, mealType}: one update of the same entry, which keeps its
 * id and planned servings. The spec's "delete then create with 6 servings" could leave two
 * copies after two quick moves (docs/spec-deviations.md, docs/decisions/011). A PATCH is
 * naturally idempotent, so it carries no Idempotency-Key.
 */
export function moveMealPlan(id: number, day: CalendarDay, mealType: MealType) {
  const body: UpdateMealPlanBody = { date: toNoonDateTime(day), mealType };
  return call(mealPlansContracts.updateMealPlan, { params: { id }, body });
}

/**
 * The move, shown at once in the new slot. The entry is pending until the server answers
 * (callers let no second move or edit start meanwhile); on failure only this entry goes back.
 */
export function useMoveMealPlan({
  onSuccess,
  onError,
}: MutationCallbacks<MealPlanMove, MealPlan> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    mutationFn: ({ entry, day, mealType }: MealPlanMove) => moveMealPlan(entry.id, day, mealType),
    onMutate: async ({ entry, day, mealType }): Promise<{ previous: PlannedMeal }> => {
      await cancelMealPlanQueries(queryClient, entry.familyId);
      const previous = findCachedMealPlan(queryClient, entry.familyId, entry.id) ?? entry;
      putMealPlan(queryClient, { ...previous, date: toNoonDateTime(day), mealType });
      return { previous };
    },
    onSuccess: (moved, move) => {
      putMealPlan(queryClient, moved);
      onSuccess?.(moved, move);
    },
    onError: (error, move, context) => {
      putMealPlan(queryClient, context?.previous ?? move.entry);
      onError?.(error, move);
    },
    onSettled: (_moved, _error, move) => refreshAfterWrite(queryClient, move.entry.familyId, move),
  });
}
