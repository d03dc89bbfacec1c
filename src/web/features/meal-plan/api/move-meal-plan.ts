import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan, MealType } from '../../../../shared/meal-plans/meal-plans.schemas';
import { toNoonDateTime, type DayString } from '../../../../shared/meal-plans/week';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks';
import type { PlannedMeal } from '../lib/planned-meal';
import { createMealPlan, toCreateMealPlanBody } from './create-meal-plan';
import { deleteMealPlan } from './delete-meal-plan';
import { cancelMealPlanQueries, putMealPlan } from './meal-plan-cache';
import { mealPlanMutationKey, refreshAfterWrite } from './meal-plan-mutations';

export interface MealPlanMove {
  entry: PlannedMeal & { id: number };
  day: DayString;
  mealType: MealType;
}

/**
 * Moves an entry to another slot. The API has no move, so it plans the same recipe (or
 * placeholder) in the new slot with the same planned servings, then removes the old entry.
 * Creating first means a failure halfway leaves a duplicate, never a lost meal; the spec's
 * "delete then create with 6 servings" is recorded in docs/spec-deviations.md.
 */
async function moveMealPlan({ entry, day, mealType }: MealPlanMove) {
  const created = await createMealPlan(
    toCreateMealPlanBody({
      familyId: entry.familyId,
      day,
      mealType,
      plannedServings: entry.plannedServings,
      recipe: entry.recipe,
      placeholderData: entry.placeholderData,
    }),
  );
  await deleteMealPlan(entry.id);
  return created;
}

/** The move, shown at once in the new slot and put back on failure. */
export function useMoveMealPlan({
  onSuccess,
  onError,
}: MutationCallbacks<MealPlanMove, MealPlan> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    mutationFn: moveMealPlan,
    onMutate: async ({ entry, day, mealType }) => {
      await cancelMealPlanQueries(queryClient, entry.familyId);
      putMealPlan(queryClient, {
        ...entry,
        date: toNoonDateTime(day),
        mealType,
        createdAt: new Date().toISOString(),
      });
    },
    onSuccess: (created, move) => {
      putMealPlan(queryClient, created, move.entry.id);
      onSuccess?.(created, move);
    },
    onError: (error, move) => {
      putMealPlan(queryClient, move.entry);
      onError?.(error, move);
    },
    onSettled: (_created, _error, { entry }) => refreshAfterWrite(queryClient, entry.familyId),
  });
}
