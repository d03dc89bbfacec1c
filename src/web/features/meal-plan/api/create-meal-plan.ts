import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMealPlanBody, MealPlan, MealType } from '#shared/meal-plans/meal-plans.schemas';
import { toNoonDateTime, type CalendarDay } from '#shared/meal-plans/calendar-day';
import type { RecipeBrief } from '#shared/recipes/recipes.schemas';
import type { PlaceholderData } from '#shared/staging/staging.schemas';
import { mealPlansContracts } from '#shared/meal-plans/meal-plans.contracts';
import { call } from '#web/lib/api-call';
import { idempotencyKeyFor } from '#web/lib/idempotency-key';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { newTempMealPlanId, type PlannedMeal, type TempMealPlanId } from '../lib/planned-meal';
import { cancelMealPlanQueries, putMealPlan, removeMealPlan } from './meal-plan-cache';
import { mealPlanMutationKey, refreshAfterWrite } from './meal-plan-mutations';

/** What to plan: a recipe, or (recipe null) a placeholder with its data. */
export interface NewMealPlan {
  familyId: number;
  day: CalendarDay;
  mealType: MealType;
  plannedServings: number;
  recipe: RecipeBrief | null;
  placeholderData: PlaceholderData | null;
}

/**
 * The POST body: the day at local noon (product rule: meal-day-noon), and the recipe id or the
 * placeholder.
 */
export function toCreateMealPlanBody(meal: NewMealPlan): CreateMealPlanBody {
  const common = {
    familyId: meal.familyId,
    date: toNoonDateTime(meal.day),
    mealType: meal.mealType,
    plannedServings: meal.plannedServings,
  };
  if (meal.recipe) return { ...common, recipeId: meal.recipe.id };
  return { ...common, isPlaceholder: true, placeholderData: meal.placeholderData };
}

/** `idempotencyKey`: one per user action, so a repeat plans the meal once (decision 010). */
export function createMealPlan(body: CreateMealPlanBody, idempotencyKey?: string) {
  return call(mealPlansContracts.createMealPlan, { body, idempotencyKey });
}

/**
 * POST /api/meal-plans, optimistic (product rule: optimistic-entry): an entry with a 'temp-' id
 * shows at once, is replaced by the server's entry, and is taken out again if the server refuses.
 */
export function useCreateMealPlan({
  onSuccess,
  onError,
}: MutationCallbacks<NewMealPlan, MealPlan> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mealPlanMutationKey,
    mutationFn: (meal: NewMealPlan) =>
      createMealPlan(toCreateMealPlanBody(meal), idempotencyKeyFor(meal)),
    onMutate: async (meal): Promise<{ tempId: TempMealPlanId }> => {
      await cancelMealPlanQueries(queryClient, meal.familyId);
      const temp: PlannedMeal = {
        id: newTempMealPlanId(),
        familyId: meal.familyId,
        recipeId: meal.recipe?.id ?? null,
        date: toNoonDateTime(meal.day),
        mealType: meal.mealType,
        plannedServings: meal.plannedServings,
        isPlaceholder: meal.recipe === null,
        placeholderData: meal.recipe ? null : meal.placeholderData,
        recipe: meal.recipe,
        createdAt: new Date().toISOString(),
        cookedAt: null,
      };
      putMealPlan(queryClient, temp);
      return { tempId: temp.id as TempMealPlanId };
    },
    onSuccess: (entry, meal, context) => {
      putMealPlan(queryClient, entry, context.tempId);
      onSuccess?.(entry, meal);
    },
    onError: (error, meal, context) => {
      if (context) removeMealPlan(queryClient, meal.familyId, context.tempId);
      onError?.(error, meal);
    },
    onSettled: (_entry, _error, meal) => refreshAfterWrite(queryClient, meal.familyId, meal),
  });
}
