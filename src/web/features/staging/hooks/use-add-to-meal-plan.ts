import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { RecipeBrief } from '#shared/recipes/recipes.schemas';
import { toast } from '#web/lib/use-toast';
import { useCurrentFamily } from '#web/lib/current-family';
import { useStageWithToasts } from './use-stage-with-toasts';

/**
 * The recipe's "add to meal plan" action: puts it in the current family's meal planning area
 * (staging), with its toasts (product rule: staging (add-to-plan-toasts, no-family)).
 */
export function useAddToMealPlan() {
  const intl = useIntl();
  const { currentFamilyId } = useCurrentFamily();
  const stage = useStageWithToasts();

  const { mutate } = stage;
  const addToMealPlan = useCallback(
    (recipe: RecipeBrief, batchCount = 1) => {
      if (currentFamilyId === null) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'staging.noFamily.title' }),
          description: intl.formatMessage({ id: 'staging.noFamily.description' }),
        });
        return;
      }
      mutate({
        familyId: currentFamilyId,
        recipeId: recipe.id,
        batchCount,
        title: recipe.title,
        recipe,
      });
    },
    [currentFamilyId, intl, mutate],
  );
  return { addToMealPlan, isPending: stage.isPending };
}
