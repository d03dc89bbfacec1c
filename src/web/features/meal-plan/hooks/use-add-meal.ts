import { useCallback } from 'react';
import type { MealType } from '../../../../shared/meal-plans/meal-plans.schemas';
import type { DayString } from '../../../../shared/meal-plans/week';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { useCurrentFamily } from '../../../lib/current-family';
import { useStageRecipe } from '../../staging/api/stage-recipe';
import { useCreateMealPlan } from '../api/create-meal-plan';
import type { MealChoice } from '../lib/add-meal-choice';
import { servingsForBatches } from '../lib/planned-batches';

/** Where the add dialog puts its choice: a calendar slot (or Today's section), or staging. */
export type AddMealTarget =
  { kind: 'slot'; day: DayString; mealType: MealType } | { kind: 'staging' };

/**
 * Plans (or stages) the add dialog's choice with the spec's checks and toasts (core §5, §8).
 * Returns false when nothing was sent because no family is selected.
 */
export function useAddMeal() {
  const { currentFamilyId } = useCurrentFamily();
  const create = useCreateMealPlan({
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Failed to add to meal plan',
        description: getServerMessage(error) ?? 'Something went wrong. Please try again.',
      }),
  });
  const stage = useStageRecipe({
    onSuccess: (_staged, { title }) =>
      toast({
        title: 'Added to meal planning area',
        description: `${title} has been added to your meal planning area`,
      }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to add to staging area',
      }),
  });
  const { mutate: createMutate } = create;
  const { mutate: stageMutate } = stage;

  return useCallback(
    (target: AddMealTarget, choice: MealChoice, batches: number): boolean => {
      if (currentFamilyId === null) {
        toast({
          variant: 'destructive',
          title: 'No family selected',
          description: 'Please select a family before adding to meal plan',
        });
        return false;
      }
      const recipe = choice.kind === 'recipe' ? choice.recipe : null;
      const placeholderData =
        choice.kind === 'placeholder'
          ? { title: choice.title, subtitle: choice.subtitle, servings: choice.servings }
          : null;
      if (target.kind === 'staging') {
        stageMutate({
          familyId: currentFamilyId,
          batchCount: batches,
          title: choice.title,
          recipe,
          ...(recipe ? { recipeId: recipe.id } : { isPlaceholder: true, placeholderData }),
        });
        return true;
      }
      createMutate({
        familyId: currentFamilyId,
        day: target.day,
        mealType: target.mealType,
        plannedServings: servingsForBatches(batches, choice.servings),
        recipe,
        placeholderData,
      });
      return true;
    },
    [currentFamilyId, createMutate, stageMutate],
  );
}
