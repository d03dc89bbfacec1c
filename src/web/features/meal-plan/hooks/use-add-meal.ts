import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import type { CalendarDay } from '#shared/meal-plans/calendar-day';
import type { RecipeBrief } from '#shared/recipes/recipes.schemas';
import type { StageRecipeBody } from '#shared/staging/staging.schemas';
import { toast } from '#web/lib/use-toast';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useCurrentFamily } from '#web/lib/current-family';
import { useCreateMealPlan } from '../api/create-meal-plan';
import type { MealChoice } from '../lib/add-meal-choice';
import { servingsForBatches } from '../lib/planned-batches';

/** Where the add dialog puts its choice: a calendar slot (or Today's section), or staging. */
export type AddMealTarget =
  { kind: 'slot'; day: CalendarDay; mealType: MealType } | { kind: 'staging' };

/**
 * Puts a meal in the family's staging area, with the staging toasts. The staging feature owns
 * it; app/ passes it in (docs/decisions/012).
 */
export type StageMeal = (
  meal: StageRecipeBody & { title: string; recipe: RecipeBrief | null },
) => void;

/**
 * Plans (or, through `stage`, stages) the add dialog's choice with the spec's checks and toasts
 * (product rule: add-to-plan-toasts (plan-choice, no-family)). Returns false when nothing was sent:
 * no family is selected, or there is no `stage` for a staging target.
 */
export function useAddMeal(stage: StageMeal | undefined) {
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const create = useCreateMealPlan({
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'mealPlan.add.failed' }),
        // The server's reason, else 'Something went wrong. Please try again.'
        description: errorMessage(intl, error),
      }),
  });
  const { mutate: createMutate } = create;

  return useCallback(
    (target: AddMealTarget, choice: MealChoice, batches: number): boolean => {
      if (currentFamilyId === null) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'mealPlan.add.noFamilyTitle' }),
          description: intl.formatMessage({ id: 'mealPlan.add.noFamilyDescription' }),
        });
        return false;
      }
      const recipe = choice.kind === 'recipe' ? choice.recipe : null;
      const placeholderData =
        choice.kind === 'placeholder'
          ? { title: choice.title, subtitle: choice.subtitle, servings: choice.servings }
          : null;
      if (target.kind === 'staging') {
        if (!stage) return false;
        stage({
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
    [currentFamilyId, createMutate, stage, intl],
  );
}
